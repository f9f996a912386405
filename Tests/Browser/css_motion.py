#!/usr/bin/env python3
"""Plays CSS motion in headless Chromium and reads what it computes at given times.

    css_motion.py CASES.json

CASES.json is {"cases": [CASE, ...]}, each CASE one element's motion:

    {"name": "...",
     "style": "CSS text added to the page (keyframes and rules), or empty",
     "className": "a class that starts keyframe animations, or empty",
     "transition": {"property": "translate", "from": "0px 0px", "to": "390px 0px",
                    "timing": "833.333ms linear(...) 0ms"} or null,
     "times": [milliseconds, ...],
     "read": ["translate", "opacity", "scale", "rotate"],
     "width": 390, "height": 844}   (the element's size in px; 390 x 100 when left out)

For a transition the element gets the property's start value, then `transition: PROPERTY TIMING`
and the end value, so Chromium starts a CSS transition as a page would; for a class, its
keyframe animations start. Every animation of the element is then paused and sought to each time
(Web Animations' currentTime, in ms from the change, delays included), and the computed values are
read: translate as its x and y in px (a percentage, as a page's move is written, is a share of
the element's own width or height, and a calc() of both is summed), opacity, scale as a number, rotate in degrees. It prints one
JSON line: {"ok": true, "cases": [{"name": ..., "animations": N, "values": [{"translate": [x, y],
"opacity": o, ...}, ...]}]}; any failure prints {"ok": false, "step": ..., "error": ...}, exit 1.
Needs Selenium 4 and Chromium (see preview_browser.py, whose driver set-up it shares).
"""

import json
import sys

from preview_browser import run_in_chromium

PLAY = """
const cases = arguments[0];
const results = [];
function length(text, size) {
  // "50%", "12px", or "calc(50% - 12px)", as Chromium computes a mix of the two mid-animation.
  const inner = text.replace(/^calc\\((.*)\\)$/, '$1');
  let total = 0, sign = 1;
  for (const token of inner.split(/\\s+/)) {
    if (token === '+') { sign = 1; continue; }
    if (token === '-') { sign = -1; continue; }
    const value = parseFloat(token);
    total += sign * (token.endsWith('%') ? value / 100 * size : value);
    sign = 1;
  }
  return total;
}
function read(style, name, box) {
  const text = style.getPropertyValue(name).trim();
  if (name === 'opacity') return parseFloat(text);
  if (text === 'none' || text === '') return name === 'translate' ? [0, 0] : name === 'scale' ? 1 : 0;
  if (name === 'translate') {
    const parts = text.match(/calc\\([^)]*\\)|\\S+/g);
    return [length(parts[0], box.width), parts.length > 1 ? length(parts[1], box.height) : 0];
  }
  if (name === 'scale') return parseFloat(text.split(/\\s+/)[0]);
  if (name === 'rotate') return parseFloat(text);
  return text;
}
for (const c of cases) {
  const element = document.createElement('div');
  const box = { width: c.width || 390, height: c.height || 100 };
  element.style.width = box.width + 'px';
  element.style.height = box.height + 'px';
  document.body.appendChild(element);
  const sheet = document.createElement('style');
  sheet.textContent = c.style || '';
  document.head.appendChild(sheet);
  if (c.transition) {
    element.style.setProperty(c.transition.property, c.transition.from);
    getComputedStyle(element).getPropertyValue(c.transition.property);   // the start value takes effect
    element.style.transition = c.transition.property + ' ' + c.transition.timing;
    element.style.setProperty(c.transition.property, c.transition.to);
  }
  if (c.className) element.className = c.className;
  getComputedStyle(element).getPropertyValue('opacity');
  const animations = element.getAnimations();
  animations.forEach(a => a.pause());
  const values = [];
  for (const time of c.times) {
    animations.forEach(a => { a.currentTime = time; });
    const style = getComputedStyle(element);
    const value = {};
    for (const name of c.read) value[name] = read(style, name, box);
    values.push(value);
  }
  animations.forEach(a => a.cancel());
  element.remove();
  sheet.remove();
  results.push({ name: c.name, animations: animations.length, values: values });
}
return results;
"""


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    with open(sys.argv[1], encoding="utf-8") as file:
        cases = json.load(file)["cases"]

    def play(driver, steps):
        steps.append("load")
        driver.get("data:text/html,<!doctype html><title>css motion</title><body></body>")
        steps.append("play")
        driver.set_script_timeout(120)
        return {"cases": driver.execute_script(PLAY, cases)}

    return run_in_chromium("css_motion", (800, 600), play)


if __name__ == "__main__":
    sys.exit(main())
