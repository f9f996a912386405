#!/usr/bin/env python3
"""Clicks every copy button of a spec page (NAME.html) in headless Chromium.

    spec_copy.py PAGE.html

Each platform's code on the page sits in a <figure class="platform"> with a "Copy" button; the
page's script copies the block's text and records it (data-copied: the length copied, and the
button says "Copied"). This clicks each button and prints one JSON line: {"ok": true, "blocks":
[{"platform": "...", "length": N, "copied": N or null, "label": "..."}], "errors": [...]}, the
errors being what the page recorded. Any failure prints {"ok": false, ...} and exits 1.
Needs Selenium 4 and Chromium (see preview_browser.py, whose driver set-up it shares).
"""

import pathlib
import sys
import time

from preview_browser import run_in_chromium


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    page = pathlib.Path(sys.argv[1]).resolve().as_uri()

    def click(driver, steps):
        from selenium.webdriver.common.by import By
        steps.append("load")
        driver.get(page)
        steps.append("click")
        figures = driver.find_elements(By.CSS_SELECTOR, "figure.platform")
        for figure in figures:
            button = figure.find_element(By.CSS_SELECTOR, "button.copy")
            driver.execute_script("arguments[0].scrollIntoView();", button)
            button.click()
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and not all(figure.get_attribute("data-copied") for figure in figures):
            time.sleep(0.05)
        blocks = []
        for figure in figures:
            copied = figure.get_attribute("data-copied")
            blocks.append({
                "platform": figure.find_element(By.TAG_NAME, "strong").text,
                "length": len(driver.execute_script("return arguments[0].querySelector('pre').textContent;", figure)),
                "copied": int(copied) if copied else None,
                "label": figure.find_element(By.CSS_SELECTOR, "button.copy").text,
            })
        errors = driver.execute_script("return (window.motionreel && window.motionreel.errors) || [];")
        return {"blocks": blocks, "errors": errors}

    return run_in_chromium("spec_copy", (1200, 900), click)


if __name__ == "__main__":
    sys.exit(main())
