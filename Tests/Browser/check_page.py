#!/usr/bin/env python3
"""Checks an AudioGraph page in headless Chromium, driven by Selenium, and prints JSON:
axe-core's WCAG 2.2 A and AA violations, what the explorer's live region says after each key
given, the audio element's duration and caption cues, the page's language and direction, and
every request the page made that is neither the page itself, a file beside it, nor a data: URL.

Also: what entering the explorer says ("entry"), the sound it played after each key ("sounds": its
opcode and values as the page's data writes them, null when it played none), whether each key changed the live region
("changed": a repeated answer must be said again), the accessibility tree as Chromium gives it to
screen readers with every <details> open ("tree": [role, name, description] of each node not
ignored), and how wide the page is, every <details> open or not, against its window ("scrollWidth",
"clientWidth"); whether the
skip link's target is shown ("skipReaches"); milliseconds to load the page ("loadMs") and for the
explorer's first answer on entry ("firstAnswerMs").

Usage: check_page.py [--width=PX] [--no-script] [--no-axe] PAGE.html [KEY ...]   (keys as KeyboardEvent.key
values: ArrowRight, End, k; type:TEXT types TEXT; normalize:TEXT asks the page's script how goto
keys TEXT, into "normalized"). --width sets the viewport's width in CSS pixels; --no-script turns
JavaScript off (then no keys, no axe-core); --no-axe leaves axe-core out.

check_page.py --stalled PAGE.html [KEY ...] serves the page over HTTP from this process, holding
back what follows its explorer's first chunk of points, presses the keys in the explorer while the
browser still waits for the rest, then sends it: it reports what the explorer said before the rest
came ("saidWhileLoading", entering first), the document's readyState then ("stateWhileLoading") and
every announcement in order once the page is whole ("said"). (A key that needs a chunk not parsed yet
waits for it, and the keys after it wait in turn.)

check_page.py --serve reads such arguments as a JSON array a line, and writes a report a line, from
browsers started once (the tests check many pages this way).
"""
import http.server
import json
import os
import sys
import threading
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


def start(scripted, waits_for_load=True):
    """A headless Chromium, with JavaScript on or off, that waits for a page's load event or not."""
    options = Options()
    if not waits_for_load:
        options.page_load_strategy = "none"
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
    # (As wide with every disclosure open: a series' table in one is no wider than the window.)
    result["scrollWidth"] = driver.execute_script(
        "const closed=Array.from(document.querySelectorAll('details:not([open])'));closed.forEach(d=>d.open=true);"
        "const w=document.documentElement.scrollWidth;closed.forEach(d=>d.open=false);"
        "return Math.max(w,document.documentElement.scrollWidth)")
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
        while time.time() < deadline and driver.execute_script("const a=document.getElementById('audio-graph');return a.error===null&&(a.readyState<1||a.textTracks[0].cues===null||a.textTracks[0].cues.length===0)"):
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
        result["sounds"] = []
        # After each key, one call reads what it said and played and whether the live region changed, and clears the
        # sound for the next key (each call to the browser costs as much as a key's answer).
        after = ("const e=window.audiographExplorer,s=e.sound;e.sound=null;"
                 "return [document.getElementById('explorer-live').textContent.replace(/\\u00a0$/, ''),s,window.liveChanges]")
        before = driver.execute_script("window.audiographExplorer.sound=null;return window.liveChanges")
        for key in keys:
            # "type:TEXT" types TEXT (into whatever has the focus, such as goto's box).
            ActionChains(driver).send_keys(key[5:] if key.startswith("type:") else SPECIAL.get(key, key)).perform()
            text, sound, changes = driver.execute_script(after)
            result["said"].append(text)
            result["sounds"].append(sound)
            result["changed"].append(changes > before)
            before = changes
        result["highlighted"] = driver.execute_script("return document.getElementById('chart-highlight').classList.contains('on')")
    result["focused"] = driver.execute_script("return document.activeElement.id")
    result["normalized"] = [driver.execute_script("return window.audiographExplorer.normalized(arguments[0])", probe) for probe in probes]
    # axe-core, WCAG 2.2 A and AA (unless --no-axe: a page whose structure a smaller one's check covers).
    if "--no-axe" in flags:
        result.update(violations=[], axeVersion="", passes=0)
        return with_requests(driver, page, result)
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
    return with_requests(driver, page, result)


def with_requests(driver, page, result):
    """The report with the requests the page made: anything but the page's own folder and data: URLs leaves it."""
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


def stalled(driver, arguments):
    """The report on a page whose explorer is used while the browser still waits for the rest of the file."""
    page = os.path.abspath(arguments[0])
    keys = arguments[1:]
    html = open(page, "rb").read()
    cut = html.index(b'<script type="application/json" class="explorer-chunk" id="explorer-chunk-1"')
    release = threading.Event()

    class Handler(http.server.SimpleHTTPRequestHandler):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, directory=os.path.dirname(page), **kwargs)

        def log_message(self, *args):
            pass

        def do_GET(self):
            if self.path != "/" + os.path.basename(page):
                return super().do_GET()
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Connection", "close")
            self.end_headers()
            self.wfile.write(html[:cut])
            self.wfile.flush()
            release.wait(120)
            self.wfile.write(html[cut:])
            self.close_connection = True

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        driver.get("http://127.0.0.1:%d/%s" % (server.server_address[1], os.path.basename(page)))
        deadline = time.time() + 60
        while not driver.execute_script("return window.audiographExplorer!==undefined"):
            if time.time() > deadline:
                raise TimeoutError("the explorer did not start before the rest of the page came")
            time.sleep(0.01)
        # Every announcement, in order (a repeat is said again with a no-break space, taken away here).
        driver.execute_script(
            "window.heard=[];new MutationObserver(rs=>rs.forEach(r=>r.addedNodes.forEach(n=>window.heard.push(n.textContent.replace(/\\u00a0$/,'')))))"
            ".observe(document.getElementById('explorer-live'),{childList:true})")
        driver.execute_script("document.getElementById('explorer').focus()")
        for key in keys:
            ActionChains(driver).send_keys(SPECIAL.get(key, key)).perform()
        result = {"stateWhileLoading": driver.execute_script("return document.readyState"),
                  "saidWhileLoading": driver.execute_script("return window.heard.slice()")}
        release.set()
        deadline = time.time() + 120
        while driver.execute_script("return document.readyState") != "complete":
            if time.time() > deadline:
                raise TimeoutError("the page did not load")
            time.sleep(0.05)
        result["said"] = driver.execute_script("return window.heard")
        return result
    finally:
        release.set()
        server.shutdown()


def main():
    if sys.argv[1:] == ["--serve"]:
        # One request a line on standard input (the arguments as a JSON array), one report a line
        # out, from a browser started once for each setting of JavaScript; ends at end of input.
        drivers = {}
        try:
            for line in sys.stdin:
                arguments = json.loads(line)
                scripted = "--no-script" not in arguments
                kind = "stalled" if "--stalled" in arguments else scripted
                try:
                    if kind not in drivers:
                        drivers[kind] = start(scripted, waits_for_load=kind != "stalled")
                    if kind == "stalled":
                        result = stalled(drivers[kind], [a for a in arguments if a != "--stalled"])
                    else:
                        result = check(drivers[kind], arguments)
                except Exception as error:
                    result = {"error": repr(error)}
                print(json.dumps(result), flush=True)
        finally:
            for driver in drivers.values():
                driver.quit()
        return
    if sys.argv[1] == "--stalled":
        driver = start(True, waits_for_load=False)
        try:
            print(json.dumps(stalled(driver, sys.argv[2:])))
        finally:
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
