#!/usr/bin/env python3
"""Decodes an animated PNG frame by frame in headless Chromium, as a browser shows it, and writes
each frame's pixels.

    apng_frames.py IMAGE.png OUT_DIR

It serves IMAGE.png and an empty page from 127.0.0.1 (a secure context, which WebCodecs'
ImageDecoder needs), decodes every frame with ImageDecoder (frames come out composited: blend and
dispose applied, as the browser paints them), draws each onto a canvas without colour conversion
and writes its RGBA bytes to OUT_DIR/frame_NNNNN.rgba (width × height × 4, row by row). It prints
one JSON line: {"ok": true, "width": W, "height": H, "frameCount": N, "durations": [µs, …]}.
Any failure prints {"ok": false, "step": ..., "error": ...} and exits 1.

MotionReel writes an opaque APNG's unchanged pixels as a key colour that tRNS makes transparent
(docs/encoding.md); FFmpeg and Pillow decode that exactly, and this checks that Chromium does too.
Needs Selenium 4, Debian's chromium and chromium-driver (see preview_browser.py, whose driver set-up
it shares).
"""

import base64
import http.server
import os
import sys
import threading

from preview_browser import Failure, run_in_chromium

DECODE = """
const [done] = [arguments[arguments.length - 1]];
(async () => {
  const response = await fetch('/image.png');
  const decoder = new ImageDecoder({ data: response.body, type: 'image/png', colorSpaceConversion: 'none' });
  await decoder.tracks.ready;
  await decoder.completed;
  const count = decoder.tracks.selectedTrack.frameCount;
  const frames = [], durations = [];
  let width = 0, height = 0;
  for (let index = 0; index < count; index++) {
    const { image } = await decoder.decode({ frameIndex: index });
    width = image.displayWidth; height = image.displayHeight;
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d', { colorSpace: 'srgb' });
    context.drawImage(image, 0, 0);
    durations.push(image.duration);
    image.close();
    const pixels = context.getImageData(0, 0, width, height, { colorSpace: 'srgb' }).data;
    let text = '';
    for (let start = 0; start < pixels.length; start += 0x8000) {
      text += String.fromCharCode.apply(null, pixels.subarray(start, start + 0x8000));
    }
    frames.push(btoa(text));
  }
  return { width, height, frames, durations };
})().then(done, error => done({ error: String(error) }));
"""


def serve(image_bytes):
    """Serves the image at /image.png and an empty page at / on a free 127.0.0.1 port."""

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            body, kind = (image_bytes, "image/png") if self.path == "/image.png" else (b"<!doctype html><title>apng</title>", "text/html")
            self.send_response(200)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    image, out_dir = sys.argv[1], sys.argv[2]
    with open(image, "rb") as file:
        server = serve(file.read())

    def decode(driver, steps):
        steps.append("load")
        driver.get(f"http://127.0.0.1:{server.server_address[1]}/")
        steps.append("decode")
        driver.set_script_timeout(60)
        result = driver.execute_async_script(DECODE)
        if not result or "error" in result:
            raise Failure("decode", (result or {}).get("error", "no result"))
        steps.append("write")
        os.makedirs(out_dir, exist_ok=True)
        for index, frame in enumerate(result["frames"]):
            with open(os.path.join(out_dir, f"frame_{index + 1:05d}.rgba"), "wb") as file:
                file.write(base64.b64decode(frame))
        return {"width": result["width"], "height": result["height"],
                "frameCount": len(result["frames"]), "durations": result["durations"]}

    return run_in_chromium("apng_frames", (800, 600), decode)


if __name__ == "__main__":
    sys.exit(main())
