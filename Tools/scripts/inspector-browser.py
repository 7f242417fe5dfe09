#!/usr/bin/env python3
"""Drives headless Chromium over the DevTools protocol (--remote-debugging-pipe: commands on fd 3,
replies on fd 4, NUL-separated JSON) to check a replay inspector page. Standard library only.

    inspector-browser.py PAGE.html STEPS.json

STEPS.json is a list of steps, run in order after the page says it is ready (window.inspector.ready):
  {"eval": "js expression"}                 -> its value (JSON)
  {"waitFor": "js expression", "timeout": s} -> true once the expression is truthy (bounded poll)
  {"click": "css selector"}                  -> clicks the element's centre with a real mouse event
  {"key": "ArrowRight"}                      -> presses a key
  {"screenshot": "css selector", "path": p}  -> writes a PNG of the element's box (device pixels) to p
Prints {"results": [...], "errors": [...], "readyMs": n} as JSON: errors are the page's console errors and
uncaught exceptions. Exit status 0 when every step ran (checks are the caller's), 1 otherwise.
"""
import base64, fcntl, json, os, shutil, subprocess, sys, tempfile, threading, time

BROWSERS = ["chromium", "chromium-browser", "google-chrome"]


class Browser:
    def __init__(self):
        exe = next((shutil.which(b) for b in BROWSERS if shutil.which(b)), None)
        if exe is None:
            raise RuntimeError("no chromium found (Tools/scripts/install-deps.sh installs Debian's chromium)")
        self.profile = tempfile.mkdtemp(prefix="inspector-chromium-")
        to_browser_r, self.to_browser = os.pipe()
        self.from_browser, from_browser_w = os.pipe()
        # The child's fds 3 and 4 must be exactly these pipes: move them above anything dup2 overwrites.
        high = [fcntl.fcntl(fd, fcntl.F_DUPFD, 10) for fd in (to_browser_r, from_browser_w)]
        os.close(to_browser_r), os.close(from_browser_w)

        def plumb():
            os.dup2(high[0], 3)
            os.dup2(high[1], 4)

        args = [exe, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--remote-debugging-pipe",
                "--user-data-dir=" + self.profile, "--no-first-run", "--no-default-browser-check", "--disable-extensions",
                "--force-device-scale-factor=1", "--window-size=1700,1400", "--hide-scrollbars", "--mute-audio",
                "--allow-file-access-from-files", "about:blank"]
        self.process = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL, preexec_fn=plumb, pass_fds=(3, 4) + tuple(high))
        for fd in high:
            os.close(fd)
        self.next_id = 0
        self.replies = {}
        self.events = []
        self.cond = threading.Condition()
        self.closed = False
        threading.Thread(target=self.read_loop, daemon=True).start()
        self.session = None

    def read_loop(self):
        buffer = b""
        while True:
            try:
                data = os.read(self.from_browser, 1 << 16)
            except OSError:
                data = b""
            if not data:
                with self.cond:
                    self.closed = True
                    self.cond.notify_all()
                return
            buffer += data
            while b"\0" in buffer:
                raw, buffer = buffer.split(b"\0", 1)
                message = json.loads(raw)
                with self.cond:
                    if "id" in message:
                        self.replies[message["id"]] = message
                    else:
                        self.events.append(message)
                    self.cond.notify_all()

    def send(self, method, params=None, timeout=30, session=True):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        with self.cond:
            while self.next_id not in self.replies:
                remaining = deadline - time.monotonic()
                if self.closed or remaining <= 0:
                    raise RuntimeError("no reply to %s (browser %s)" % (method, "exited" if self.closed else "timed out"))
                self.cond.wait(remaining)
            reply = self.replies.pop(self.next_id)
        if "error" in reply:
            raise RuntimeError("%s: %s" % (method, reply["error"]))
        return reply.get("result", {})

    def open(self, url):
        target = self.send("Target.createTarget", {"url": "about:blank"}, session=False)["targetId"]
        self.session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True}, session=False)["sessionId"]
        for domain in ("Runtime", "Log", "Page"):
            self.send(domain + ".enable")
        self.send("Page.navigate", {"url": url})

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in result:
            raise RuntimeError("evaluating %r: %s" % (expression, result["exceptionDetails"].get("exception", {}).get("description")))
        return result["result"].get("value")

    def wait_for(self, expression, timeout):
        deadline = time.monotonic() + timeout
        while True:
            if self.evaluate("!!(%s)" % expression):
                return True
            if time.monotonic() > deadline:
                raise RuntimeError("timed out after %.0f s waiting for %s" % (timeout, expression))
            time.sleep(0.05)

    def box(self, selector):
        return self.evaluate("(() => { const e = document.querySelector(%s); if (!e) return null; e.scrollIntoView({block: 'center'});"
                             " const r = e.getBoundingClientRect(); return {x: r.left, y: r.top, w: r.width, h: r.height}; })()"
                             % json.dumps(selector))

    def click(self, selector):
        box = self.box(selector)
        if box is None:
            raise RuntimeError("no element %s" % selector)
        x, y = box["x"] + box["w"] / 2, box["y"] + box["h"] / 2
        for kind in ("mouseMoved", "mousePressed", "mouseReleased"):
            self.send("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1})

    def key(self, key):
        codes = {"ArrowRight": 39, "ArrowLeft": 37, " ": 32}
        for kind in ("keyDown", "keyUp"):
            self.send("Input.dispatchKeyEvent", {"type": kind, "key": key, "code": key if key != " " else "Space",
                                                 "windowsVirtualKeyCode": codes.get(key, 0)})

    def screenshot(self, selector, path):
        self.evaluate("document.querySelector(%s).scrollIntoView({block: 'start'})" % json.dumps(selector))
        box = self.evaluate("(() => { const r = document.querySelector(%s).getBoundingClientRect();"
                            " return {x: r.left + scrollX, y: r.top + scrollY, w: r.width, h: r.height}; })()" % json.dumps(selector))
        shot = self.send("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True, "fromSurface": True,
                                                    "clip": {"x": box["x"], "y": box["y"], "width": box["w"], "height": box["h"], "scale": 1}})
        with open(path, "wb") as f:
            f.write(base64.b64decode(shot["data"]))
        return path

    def errors(self):
        out = []
        with self.cond:
            events = list(self.events)
        for e in events:
            method, params = e.get("method"), e.get("params", {})
            if method == "Runtime.exceptionThrown":
                details = params.get("exceptionDetails", {})
                out.append("exception: " + str(details.get("exception", {}).get("description") or details.get("text")))
            elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
                out.append("console.%s: %s" % (params["type"], " ".join(str(a.get("value", a.get("description"))) for a in params.get("args", []))))
            elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
                out.append("log: " + params["entry"].get("text", ""))
        return out

    def close(self):
        try:
            self.send("Browser.close", session=False, timeout=5)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 64
    page, steps = os.path.abspath(sys.argv[1]), json.load(open(sys.argv[2]))
    browser = Browser()
    output = {"results": [], "errors": []}
    status = 0
    try:
        started = time.monotonic()
        browser.open("file://" + page)
        browser.wait_for("window.inspector && window.inspector.ready", 60)
        output["readyMs"] = round((time.monotonic() - started) * 1000)
        output["openMs"] = browser.evaluate("window.inspector.openMs")
        for step in steps:
            if "eval" in step:
                output["results"].append(browser.evaluate(step["eval"]))
            elif "waitFor" in step:
                output["results"].append(browser.wait_for(step["waitFor"], step.get("timeout", 20)))
            elif "click" in step:
                browser.click(step["click"])
                output["results"].append(True)
            elif "key" in step:
                browser.key(step["key"])
                output["results"].append(True)
            elif "screenshot" in step:
                output["results"].append(browser.screenshot(step["screenshot"], step["path"]))
            else:
                raise RuntimeError("unknown step %r" % step)
    except Exception as error:
        output["failure"] = str(error)
        status = 1
    finally:
        output["errors"] = browser.errors()
        browser.close()
    print(json.dumps(output))
    return status


if __name__ == "__main__":
    sys.exit(main())
