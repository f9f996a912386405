#!/usr/bin/env bash
# Makes the sample "screenshots" that Presets/tab-screenshots.yaml shows as tab content: three flat
# app screens drawn with ffmpeg's lavfi filters (780 × 1488 px: the 390 × 744 pt content frame at 2x).
set -euo pipefail
cd "$(dirname "$0")/../Presets/screens"
font=$(fc-match -f '%{file}' 'Inter:style=Bold' 2>/dev/null || true)
[[ -n "$font" ]] || font=$(fc-match -f '%{file}' 'DejaVu Sans:style=Bold')
text() { printf "drawtext=fontfile=%s:text='%s':x=%s:y=%s:fontsize=%s:fontcolor=%s" "$font" "$1" "$2" "$3" "$4" "$5"; }
screen() { # name background accent title
  local name=$1 bg=$2 accent=$3 title=$4 f
  f="$(text "$title" 48 40 64 0x1c1c1e)"
  for i in 0 1 2 3; do
    y=$((150 + i * 300))
    f+=",drawbox=x=40:y=$y:w=700:h=260:color=white:t=fill"
    f+=",drawbox=x=80:y=$((y + 40)):w=120:h=120:color=$accent@0.$((9 - i * 2)):t=fill"
    f+=",drawbox=x=240:y=$((y + 60)):w=$((420 - i * 60)):h=28:color=0x1c1c1e@0.8:t=fill"
    f+=",drawbox=x=240:y=$((y + 110)):w=$((300 - i * 30)):h=22:color=0x8e8e93@0.6:t=fill"
    f+=",drawbox=x=80:y=$((y + 200)):w=$((600 - i * 110)):h=16:color=$accent:t=fill"
  done
  ffmpeg -v error -y -f lavfi -i "color=c=$bg:s=780x1488" -vf "$f" -frames:v 1 -pix_fmt rgb24 "$name.png"
}
screen dashboard 0xf2f4f8 0x5b7cfa "Today"
screen habits 0xf4f8f2 0x34c759 "Habits"
screen gallery 0xf8f2f6 0xff6b6b "Gallery"
