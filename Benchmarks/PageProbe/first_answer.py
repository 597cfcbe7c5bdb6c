#!/usr/bin/env python3
"""How soon an AudioGraph page answers, in headless Chromium (Selenium): prints JSON with the
milliseconds from navigation start to the load event (the page parsed, its explorer's script run),
the milliseconds the explorer then takes to say where it is when it gets the focus, their sum (the
first answer), and what it said.

Usage: first_answer.py PAGE.html   (audiograph-bench --only page runs it)
"""
import json
import os
import sys

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service


def main():
    page = os.path.abspath(sys.argv[1])
    options = Options()
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--mute-audio"]:
        options.add_argument(flag)
    options.binary_location = "/usr/bin/chromium"
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        driver.get("file://" + page)
        loaded = driver.execute_script(
            "const t=performance.getEntriesByType('navigation')[0];return t.loadEventEnd||t.domContentLoadedEventEnd")
        focus, said = driver.execute_script(
            "const e=document.getElementById('explorer'),t=performance.now();e.focus();"
            "return [performance.now()-t,document.getElementById('explorer-live').textContent]")
        print(json.dumps({"loadedMs": loaded, "focusMs": focus, "firstAnswerMs": loaded + focus, "said": said}))
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
