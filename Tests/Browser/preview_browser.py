#!/usr/bin/env python3
"""Drives the `motionreel preview` page in headless Chromium, as a person would, and saves the
canvas's pixels of one frame.

    preview_browser.py URL FRAME OUT.png [--screenshot PAGE.png] [--window-size W,H]
                       [--edit FILE OLD NEW --after AFTER.png]

URL is a running preview server (the Swift one, or mock_preview_server.py). The steps, in order:

1. load URL and wait (at most 15 s) for window.motionreel.ready: frame 0 is on the canvas;
2. fail on any SEVERE entry in the browser's console log (and on any script error the page
   recorded itself in window.motionreel.errors);
3. click play: within 3 s the playhead is past frame 0 and the page says it plays; click again:
   it says it is paused;
4. move the scrubber to FRAME (set its value, dispatch `input`), wait until the canvas shows
   FRAME (drawnFrame), and check that the position text names frame FRAME;
5. write the canvas's pixels (toDataURL, PNG) to OUT.png;
6. press → (the canvas shows FRAME + 1) then ← (FRAME again); for the last frame, ← then →;
7. with --edit: replace the text OLD with NEW in FILE (a file the preset reads: the preset itself,
   an image, a linked Swift file), as an editor saving it would; wait (at most 10 s) for the page
   to load the next generation and draw it, scrub to FRAME again and write the canvas's pixels to
   AFTER.png;
8. check the console once more and print one JSON line:
   {"ok": true, "frameCount": N, "drawnFrame": FRAME, "played": true, "generations": [G0, G1]}.

Any failure prints {"ok": false, "step": ..., "error": ...} on stdout, the message on stderr, and
exits 1. With --screenshot it also saves a screenshot of the whole page, paused on FRAME.

It runs Debian's chromium and chromedriver from PATH (or /usr/bin/chromedriver) and never lets
Selenium Manager download a driver or a browser: CI has no network. Needs Selenium 4:
`python3 -m venv .build/venv && .build/venv/bin/pip install selenium`, then run it with
`.build/venv/bin/python`.
"""

import argparse
import base64
import json
import os
import re
import shutil
import sys
import time

READY_TIMEOUT = 15
PLAY_TIMEOUT = 3
DRAW_TIMEOUT = 10
EDIT_TIMEOUT = 10


class Failure(Exception):
    def __init__(self, step, message):
        super().__init__(message)
        self.step = step


def brief(error):
    """A WebDriver error's message without the driver's native stack trace."""
    text = getattr(error, "msg", None) or str(error)
    return text.split("\nStacktrace:")[0].split("\n  (Session info:")[0].strip()


# On macOS the browsers are app bundles, not commands on PATH (as in HeadlessChromium.swift).
APP_BUNDLES = ("/Applications/Chromium.app/Contents/MacOS/Chromium",
               "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome")


def browser_binary():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    for path in APP_BUNDLES:
        if os.access(path, os.X_OK):
            return path
    return None


def driver_service(Service):
    """The chromedriver to drive the browser with: Debian's chromium-driver (on PATH or in
    /usr/bin), else, where none is installed (macOS: Homebrew's chromedriver cask is deprecated),
    the one Selenium Manager fetches to match the installed Chrome."""
    driver_path = shutil.which("chromedriver") or "/usr/bin/chromedriver"
    if os.path.exists(driver_path):
        # Selenium Manager must not look for anything online: the driver and the browser are given.
        os.environ.setdefault("SE_OFFLINE", "true")
        return Service(executable_path=driver_path)
    if sys.platform == "darwin":
        return Service()
    raise Failure("setup", "no chromedriver on PATH or at /usr/bin/chromedriver (apt-get install -y chromium-driver)")


def make_driver(window_size):
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError as e:
        raise Failure("setup", f"Selenium 4 is not installed for {sys.executable} ({e}); "
                               "install it with: python3 -m venv .build/venv && .build/venv/bin/pip install selenium")
    binary = browser_binary()
    if not binary:
        raise Failure("setup", "no chromium, chromium-browser or google-chrome on PATH, nor Chromium or Chrome "
                               "in /Applications (apt-get install -y chromium chromium-driver)")
    service = driver_service(Service)
    options = webdriver.ChromeOptions()
    options.binary_location = binary
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={window_size[0]},{window_size[1]}"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    try:
        driver = webdriver.Chrome(service=service, options=options)
    except Exception as e:
        raise Failure("setup", f"could not start {binary} with {service.path or 'a chromedriver from Selenium Manager'}: {brief(e)}")
    # --window-size is the window's outer size; make the page's viewport W×H, which is what the
    # layout (and a screenshot) sees.
    try:
        inner = driver.execute_script("return [window.innerWidth, window.innerHeight];")
        outer = driver.get_window_size()
        if inner and list(inner) != list(window_size):
            driver.set_window_size(outer["width"] + window_size[0] - inner[0],
                                   outer["height"] + window_size[1] - inner[1])
    except Exception:
        pass  # the viewport stays a little smaller than asked: the steps do not depend on it
    return driver


def run_in_chromium(name, window, work):
    """The main of a one-shot browser script: starts Chromium at `window` (W, H), calls
    `work(driver, steps)` — `steps` is a list whose last item names the step under way — and prints
    its result as one JSON line with "ok": true, exit 0; a failure prints {"ok": false, "step": ...,
    "error": ...} and a line on stderr, exit 1. Chromium is quit either way."""
    steps = ["setup"]
    driver = None
    try:
        driver = make_driver(window)
        result = work(driver, steps)
        print(json.dumps(dict(ok=True, **result)))
        return 0
    except Failure as failure:
        step, error = failure.step, str(failure)
    except Exception as exception:  # a WebDriver error: say which step
        step, error = steps[-1], brief(exception)
    finally:
        if driver is not None:
            driver.quit()
    print(json.dumps({"ok": False, "step": step, "error": error}))
    print(f"{name}: {step}: {error}", file=sys.stderr)
    return 1


class Page:
    def __init__(self, driver):
        self.driver = driver
        self.console_seen = []

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def hook(self):
        return self.js("return window.motionreel ? Object.assign({}, window.motionreel) : null;")

    def wait(self, step, condition, timeout, message):
        """Polls `condition` (a JS expression) until it is truthy; fails with `message` and the
        page's test hook otherwise."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                if self.js(f"return !!({condition});"):
                    return
            except Exception as e:  # the page may still be loading
                last_error = e
            else:
                last_error = None
            if time.monotonic() >= deadline:
                detail = f"; window.motionreel = {json.dumps(self.hook())}"
                if last_error:
                    detail += f"; last error: {brief(last_error)}"
                raise Failure(step, f"{message} within {timeout} s{detail}")
            time.sleep(0.05)

    def check_console(self, step):
        """Fails on SEVERE console entries and on script errors the page recorded."""
        severe = []
        try:
            entries = self.driver.get_log("browser")
        except Exception:
            entries = []  # no log on this driver: the page's own record below still counts
        self.console_seen += entries
        severe += [f"console: {e.get('message')}" for e in entries if e.get("level") == "SEVERE"]
        recorded = self.js("return (window.motionreel && window.motionreel.errors) || [];")
        severe += [f"script: {message}" for message in recorded]
        if severe:
            raise Failure(step, "the page reported errors: " + " | ".join(severe))

    def click(self, element_id):
        from selenium.webdriver.common.by import By
        self.driver.find_element(By.ID, element_id).click()

    def press(self, key):
        from selenium.webdriver.common.by import By
        self.driver.find_element(By.TAG_NAME, "body").send_keys(key)


def run(args):
    from selenium.webdriver.common.keys import Keys

    driver = make_driver(args.window_size)
    page = Page(driver)
    try:
        # 1. Load; wait for frame 0 on the canvas.
        try:
            driver.get(args.url)
        except Exception as e:
            raise Failure("load", f"could not load {args.url}: {brief(e)}")
        page.wait("load", "window.motionreel && window.motionreel.ready", READY_TIMEOUT,
                  f"{args.url} did not draw its first frame (window.motionreel.ready)")
        state = page.hook()
        count = int(page.js("return Number(document.getElementById('scrub').max) + 1;"))
        if state.get("drawnFrame") != 0:
            raise Failure("load", f"ready, but the canvas shows frame {state.get('drawnFrame')}, not 0")

        # 2. No errors so far.
        page.check_console("console")

        # 3. Play, then pause.
        if count < 2:
            raise Failure("play", f"the preset has {count} frame(s): nothing to play")
        page.click("play")
        page.wait("play", "window.motionreel.playing && window.motionreel.frame > 0", PLAY_TIMEOUT,
                  "after clicking #play, playback did not start and move past frame 0")
        page.click("play")
        page.wait("pause", "!window.motionreel.playing", PLAY_TIMEOUT,
                  "after clicking #play a second time, playback did not pause")

        # 4. Scrub to FRAME.
        frame = args.frame
        if not 0 <= frame < count:
            raise Failure("scrub", f"FRAME {frame} is out of range: the preset has frames 0…{count - 1}")
        page.js("var s = document.getElementById('scrub'); s.value = String(arguments[0]);"
                "s.dispatchEvent(new Event('input', { bubbles: true }));", frame)
        page.wait("scrub", f"window.motionreel.drawnFrame === {frame}", DRAW_TIMEOUT,
                  f"after scrubbing to frame {frame}, the canvas did not show it")
        text = page.js("return document.getElementById('position').textContent;")
        named = re.search(r"\bframe\s+(\d+)", text or "")
        if not named or int(named.group(1)) != frame:
            raise Failure("scrub", f"the position reads {text!r}, which does not name frame {frame}")

        # 5. The canvas's pixels.
        url = page.js("return document.getElementById('view').toDataURL('image/png');")
        prefix = "data:image/png;base64,"
        if not url or not url.startswith(prefix):
            raise Failure("save", f"the canvas gave no PNG data URL: {str(url)[:60]!r}")
        try:
            with open(args.out, "wb") as f:
                f.write(base64.b64decode(url[len(prefix):]))
        except OSError as e:
            raise Failure("save", f"cannot write {args.out}: {e}")

        # 6. One frame forward and back with the keyboard (back and forward on the last frame).
        steps = [(Keys.ARROW_RIGHT, frame + 1, "→"), (Keys.ARROW_LEFT, frame, "←")]
        if frame == count - 1:
            steps = [(Keys.ARROW_LEFT, frame - 1, "←"), (Keys.ARROW_RIGHT, frame, "→")]
        for key, expected, name in steps:
            page.press(key)
            page.wait("keys", f"window.motionreel.drawnFrame === {expected} && !window.motionreel.playing",
                      DRAW_TIMEOUT, f"after pressing {name}, the canvas did not show frame {expected}")

        if args.screenshot:
            os.makedirs(os.path.dirname(os.path.abspath(args.screenshot)), exist_ok=True)
            if not driver.save_screenshot(args.screenshot):
                raise Failure("screenshot", f"could not save the screenshot to {args.screenshot}")

        generations = [page.hook().get("generation")]
        # 7. An edit of a file the preset reads: the page replays the new version.
        if args.edit:
            path, old, new = args.edit
            try:
                with open(path, encoding="utf-8") as f:
                    text = f.read()
            except OSError as e:
                raise Failure("edit", f"cannot read {path}: {e}")
            if old not in text:
                raise Failure("edit", f"{path} does not contain {old!r}")
            with open(path + ".saving", "w", encoding="utf-8") as f:
                f.write(text.replace(old, new, 1))
            os.replace(path + ".saving", path)
            before = generations[0]
            page.wait("edit", f"window.motionreel.generation !== {json.dumps(before)} && window.motionreel.ready",
                      EDIT_TIMEOUT, f"after editing {os.path.basename(path)}, the page did not load a new generation")
            page.js("var s = document.getElementById('scrub'); s.value = String(arguments[0]);"
                    "s.dispatchEvent(new Event('input', { bubbles: true }));", frame)
            page.wait("edit", f"window.motionreel.drawnFrame === {frame}", DRAW_TIMEOUT,
                      f"after the edit, the canvas did not show frame {frame}")
            url = page.js("return document.getElementById('view').toDataURL('image/png');")
            if not url or not url.startswith(prefix):
                raise Failure("edit", "the canvas gave no PNG data URL after the edit")
            with open(args.after, "wb") as f:
                f.write(base64.b64decode(url[len(prefix):]))
            generations.append(page.hook().get("generation"))

        # 8. Still no errors.
        page.check_console("console")
        final = page.hook()
        return {"ok": True, "frameCount": count, "drawnFrame": final["drawnFrame"], "played": True,
                "generations": generations}
    finally:
        driver.quit()


def window_size(text):
    match = re.fullmatch(r"\s*(\d+)\s*[,x×]\s*(\d+)\s*", text)
    if not match:
        raise argparse.ArgumentTypeError("expected W,H such as 1200,1000")
    return int(match.group(1)), int(match.group(2))


def main():
    parser = argparse.ArgumentParser(description="Drive the motionreel preview page in headless Chromium.")
    parser.add_argument("url", help="the preview server, e.g. http://127.0.0.1:8765/")
    parser.add_argument("frame", type=int, help="the frame to scrub to and save")
    parser.add_argument("out", help="where to write the canvas's pixels of FRAME (PNG)")
    parser.add_argument("--screenshot", help="also save a screenshot of the page, paused on FRAME")
    parser.add_argument("--window-size", type=window_size, default=(1200, 1000),
                        help="the viewport's W,H in CSS pixels (default 1200,1000)")
    parser.add_argument("--edit", nargs=3, metavar=("FILE", "OLD", "NEW"),
                        help="then replace OLD with NEW in FILE and wait for the page to replay it")
    parser.add_argument("--after", help="with --edit: where to write the canvas's pixels of FRAME after the edit")
    args = parser.parse_args()
    if args.edit and not args.after:
        parser.error("--edit needs --after")
    try:
        result = run(args)
    except Failure as e:
        print(json.dumps({"ok": False, "step": e.step, "error": str(e)}), flush=True)
        print(f"preview_browser: {e.step}: {e}", file=sys.stderr)
        return 1
    except Exception as e:  # a Selenium error the steps did not expect
        print(json.dumps({"ok": False, "step": "unexpected", "error": f"{type(e).__name__}: {brief(e)}"}), flush=True)
        print(f"preview_browser: unexpected {type(e).__name__}: {brief(e)}", file=sys.stderr)
        return 1
    print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
