#!/usr/bin/env python3
"""Checks an AudioGraph page in headless Chromium, driven by Selenium, and prints JSON:
axe-core's WCAG 2.2 A and AA violations, what the explorer's live region says after each key
given, the audio element's duration and caption cues, the page's language and direction, and
every request the page made that is neither the page itself, a file beside it, nor a data: URL.

Also: what entering the explorer says ("entry"), whether each key changed the live region
("changed": a repeated answer must be said again), the accessibility tree as Chromium gives it to
screen readers with every <details> open ("tree": [role, name, description] of each node not
ignored), and how wide the page is against its window ("scrollWidth", "clientWidth"); whether the
skip link's target is shown ("skipReaches"); milliseconds to load the page ("loadMs") and for the
explorer's first answer on entry ("firstAnswerMs").

Usage: check_page.py [--width=PX] [--no-script] PAGE.html [KEY ...]   (keys as KeyboardEvent.key
values: ArrowRight, End, k; type:TEXT types TEXT; normalize:TEXT asks the page's script how goto
keys TEXT, into "normalized"). --width sets the viewport's width in CSS pixels; --no-script turns
JavaScript off (then no keys, no axe-core).

check_page.py --serve reads such arguments as a JSON array a line, and writes a report a line, from
browsers started once (the tests check many pages this way).
"""
import json
import os
import sys
import time

import axe_playwright_python
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

SPECIAL = {
    "ArrowRight": Keys.ARROW_RIGHT, "ArrowLeft": Keys.ARROW_LEFT, "ArrowUp": Keys.ARROW_UP, "ArrowDown": Keys.ARROW_DOWN,
    "Home": Keys.HOME, "End": Keys.END, "PageUp": Keys.PAGE_UP, "PageDown": Keys.PAGE_DOWN, "Enter": Keys.ENTER,
    "Escape": Keys.ESCAPE,
}


def start(scripted):
    """A headless Chromium, with JavaScript on or off."""
    options = Options()
    if not scripted:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--autoplay-policy=no-user-gesture-required", "--mute-audio"]:
        options.add_argument(flag)
    options.binary_location = "/usr/bin/chromium"
    options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    # axe-core takes a while on a page of many tables, on a busy machine.
    driver.set_script_timeout(600)
    return driver


def check(driver, arguments):
    """The report on one page, given the command line's arguments (flags, the page, its keys)."""
    flags = [argument for argument in arguments if argument.startswith("--")]
    rest = [argument for argument in arguments if not argument.startswith("--")]
    page = os.path.abspath(rest[0])
    keys = [key for key in rest[1:] if not key.startswith("normalize:")]
    probes = [key[len("normalize:"):] for key in rest[1:] if key.startswith("normalize:")]
    width = next((int(flag[len("--width="):]) for flag in flags if flag.startswith("--width=")), None)
    scripted = "--no-script" not in flags
    # A browser serves page after page: the last page's window size and requests go first.
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    driver.get_log("performance")
    if width is not None:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": width, "height": 640, "deviceScaleFactor": 1, "mobile": True})
    driver.get("file://" + page)
    result = {"lang": driver.execute_script("return document.documentElement.lang"),
              "dir": driver.execute_script("return document.documentElement.dir")}
    # The audio: its duration once its metadata is read, and its captions' cues (a page
    # without them, such as an index, gives none).
    result["audioDuration"], result["audioError"], result["cues"], result["said"] = None, None, None, []
    result["scrollWidth"] = driver.execute_script("return document.documentElement.scrollWidth")
    result["clientWidth"] = driver.execute_script("return document.documentElement.clientWidth")
    result["tree"] = tree(driver)
    # The skip link: where it goes, and whether that is shown.
    result["skipReaches"] = driver.execute_script(
        "const a=document.getElementById('skip');if(!a)return null;const t=document.querySelector(a.getAttribute('href'));"
        "return t!==null&&t.getClientRects().length>0")
    navigation = "const n=performance.getEntriesByType('navigation')[0];return n.loadEventEnd-n.startTime"
    result["loadMs"] = driver.execute_script(navigation)
    if not scripted:
        result.update(focused=driver.execute_script("return document.activeElement.id"), normalized=[], violations=[], requests=[], axeVersion="")
        return result
    if driver.execute_script("return document.getElementById('audio-graph')!==null"):
        deadline = time.time() + 20
        while time.time() < deadline and driver.execute_script("const a=document.getElementById('audio-graph');return a.readyState<1||a.textTracks[0].cues===null||a.textTracks[0].cues.length===0"):
            time.sleep(0.1)
        result["audioDuration"] = driver.execute_script("return document.getElementById('audio-graph').duration")
        result["audioError"] = driver.execute_script("const e=document.getElementById('audio-graph').error;return e?e.code:null")
        result["cues"] = driver.execute_script("const c=document.getElementById('audio-graph').textTracks[0].cues;return c?Array.from(c).map(x=>x.text):null")
    # The explorer: each key, and what the live region then says.
    # (The live region says a repeated answer again by adding or taking away a no-break space.)
    said = "return document.getElementById('explorer-live').textContent.replace(/\\u00a0$/, '')"
    if keys:
        driver.execute_script(
            "window.liveChanges=0;new MutationObserver(()=>window.liveChanges++).observe(document.getElementById('explorer-live'),{childList:true,characterData:true,subtree:true})")
        # The first answer: entering the explorer, which reads what it needs of the data and says where it is.
        result["firstAnswerMs"] = driver.execute_script(
            "const t=performance.now();document.getElementById('explorer').focus();return performance.now()-t")
        result["entry"] = driver.execute_script(said)
        result["changed"] = []
        for key in keys:
            before = driver.execute_script("return window.liveChanges")
            # "type:TEXT" types TEXT (into whatever has the focus, such as goto's box).
            ActionChains(driver).send_keys(key[5:] if key.startswith("type:") else SPECIAL.get(key, key)).perform()
            result["said"].append(driver.execute_script(said))
            result["changed"].append(driver.execute_script("return window.liveChanges") > before)
        result["highlighted"] = driver.execute_script("return document.getElementById('chart-highlight').classList.contains('on')")
    result["focused"] = driver.execute_script("return document.activeElement.id")
    result["normalized"] = [driver.execute_script("return window.audiographExplorer.normalized(arguments[0])", probe) for probe in probes]
    # axe-core, WCAG 2.2 A and AA.
    axe = open(os.path.join(os.path.dirname(axe_playwright_python.__file__), "axe.min.js"), encoding="utf-8").read()
    driver.execute_script(axe)
    report = driver.execute_async_script(
        "const done=arguments[arguments.length-1];"
        "axe.run(document,{runOnly:{type:'tag',values:['wcag2a','wcag2aa','wcag21a','wcag21aa','wcag22aa']}}).then(r=>done(r)).catch(e=>done({error:String(e)}))")
    if "error" in report:
        raise RuntimeError(report["error"])
    result["axeVersion"] = report["testEngine"]["version"]
    result["violations"] = [{"id": v["id"], "nodes": [n["html"][:200] for n in v["nodes"]]} for v in report["violations"]]
    result["passes"] = len(report["passes"])
    # Requests: anything but the page's own folder and data: URLs leaves the page.
    folder = "file://" + os.path.dirname(page) + "/"
    requests = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message["method"] == "Network.requestWillBeSent":
            url = message["params"]["request"]["url"]
            if not (url.startswith(folder) or url.startswith("data:")):
                requests.append(url)
    result["requests"] = requests
    return result


def main():
    if sys.argv[1:] == ["--serve"]:
        # One request a line on standard input (the arguments as a JSON array), one report a line
        # out, from a browser started once for each setting of JavaScript; ends at end of input.
        drivers = {}
        try:
            for line in sys.stdin:
                arguments = json.loads(line)
                scripted = "--no-script" not in arguments
                try:
                    if scripted not in drivers:
                        drivers[scripted] = start(scripted)
                    result = check(drivers[scripted], arguments)
                except Exception as error:
                    result = {"error": repr(error)}
                print(json.dumps(result), flush=True)
        finally:
            for driver in drivers.values():
                driver.quit()
        return
    driver = start("--no-script" not in sys.argv[1:])
    try:
        print(json.dumps(check(driver, sys.argv[1:])))
    finally:
        driver.quit()


def tree(driver):
    """The accessibility tree with every <details> open (then closed again), as [role, name, description]."""
    driver.execute_script("window.closedDetails=Array.from(document.querySelectorAll('details:not([open])'));window.closedDetails.forEach(d=>d.open=true)")
    nodes = driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})["nodes"]
    driver.execute_script("window.closedDetails.forEach(d=>d.open=false)")
    def value(node, field):
        return str(node.get(field, {}).get("value", ""))
    return [[value(node, "role"), value(node, "name"), value(node, "description")]
            for node in nodes if not node.get("ignored") and value(node, "role") != "InlineTextBox"]


if __name__ == "__main__":
    main()
