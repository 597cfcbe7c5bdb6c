#!/usr/bin/env python3
"""How soon an AudioGraph page answers, in headless Chromium (Selenium), as a listener meets it,
without waiting for the page to load: prints JSON with the medians over RUNS openings (5 unless
given) of the milliseconds from navigation start to

- "firstAnswerMs": the explorer saying where it is when it gets the focus: the moment its script
  was ready (its performance mark "audiograph-explorer-ready") and the time the answer took;
- "polledMs": the same answer as this probe got it, asking the page every few milliseconds from
  the start (Selenium's page load strategy "none") whether its explorer has started, then
  focusing it: the first answer plus WebDriver's own delay;
- "loadedMs": the load event (the whole file parsed);

and "focusMs" (the answer's own time), "loading" (how many answers came while the browser was
still parsing the file), "runs" (every run's figures) and what it said.

Usage: first_answer.py PAGE.html [RUNS] [SLOWDOWN]   (audiograph-bench --only page runs it; SLOWDOWN, such as
4, slows Chromium's processor that many times, Emulation.setCPUThrottlingRate, standing for a loaded or
slower machine)
"""
import json
import os
import statistics
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

# Focuses the explorer once its script has started, and says when (from navigation start) it
# answered, what, how long that took, how far the page was parsed, and when its script was ready;
# null before.
FOCUS = """
if (!location.href.startsWith(arguments[0]) || !window.audiographExplorer) return null;
const region = document.getElementById('explorer'), live = document.getElementById('explorer-live');
const start = performance.now();
region.focus();
const ready = performance.getEntriesByName('audiograph-explorer-ready')[0];
return [performance.now(), live.textContent, performance.now() - start, document.readyState, ready.startTime];
"""
LOADED = "const t=performance.getEntriesByType('navigation')[0];return t&&t.loadEventEnd>0?t.loadEventEnd:null"


def poll(driver, script, *arguments, seconds=120):
    """The first answer of `script` that is not null, asked again until `seconds` pass."""
    deadline = time.time() + seconds
    while time.time() < deadline:
        answer = driver.execute_script(script, *arguments)
        if answer is not None:
            return answer
        time.sleep(0.002)
    raise TimeoutError("the page did not answer in %d s" % seconds)


def run(driver, url):
    """One opening of the page: its figures."""
    driver.get("about:blank")
    driver.get(url)
    polled, said, focus, state, ready = poll(driver, FOCUS, url)
    # (An answer that waits for a chunk comes when the page is parsed.)
    if not said:
        said = poll(driver, "const t=document.getElementById('explorer-live').textContent;return t||null")
    loaded = poll(driver, LOADED)
    return {"firstAnswerMs": ready + focus, "polledMs": polled, "loadedMs": loaded, "focusMs": focus,
            "loading": state == "loading", "said": said}


def main():
    page = os.path.abspath(sys.argv[1])
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    slowdown = float(sys.argv[3]) if len(sys.argv) > 3 else 1
    options = Options()
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--mute-audio"]:
        options.add_argument(flag)
    options.binary_location = "/usr/bin/chromium"
    options.page_load_strategy = "none"
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    if slowdown != 1:
        driver.execute_cdp_cmd("Emulation.setCPUThrottlingRate", {"rate": slowdown})
    try:
        runs = [run(driver, "file://" + page) for _ in range(count)]
    finally:
        driver.quit()
    report = {name: statistics.median(r[name] for r in runs) for name in ["firstAnswerMs", "polledMs", "loadedMs", "focusMs"]}
    report.update(loading=sum(r["loading"] for r in runs), said=runs[0]["said"],
                  runs=[{k: round(v, 1) for k, v in r.items() if k not in ("said", "loading")} for r in runs])
    print(json.dumps(report))


if __name__ == "__main__":
    main()
