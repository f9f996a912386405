#!/usr/bin/env python3
"""A stand-in for `motionreel preview`'s HTTP server, for working on the preview page and its
browser test without building the Swift server.

It serves the endpoints of the real server from a folder of PNG frames and a spec.json:

    GET  /               the page, Sources/WebPages/Resources/preview.html, and
    GET  /NAME.js, .css  the script and style files beside it (the files the binary embeds and
                         its server serves), read on every request, so an edit shows on the
                         browser's next reload
    GET  /state.json     generation, name, file, fps, frameCount, width, height, scale, events
                         (with each event's frame), errors, export
    GET  /spec.json      the spec file as it is on disk
    GET  /curves.json    the file given with --curves (what the real server's /curves.json
                         answered for the same preset), with the current generation; without
                         it, the frames' times from the spec and no charts. The charts are the
                         Swift code's (the same that draws the spec's curves.svg), and this
                         server does not compute them again.
    GET  /frame/N.png    frame N (0-based) of the folder's PNGs in name order, as read when the
                         generation began; 404 out of range. A query (?g=GENERATION) is
                         ignored, as the real server ignores it.
    GET  /events         server-sent events: reload, error and export, as the real server sends
    POST /export         202 {"started": true}, then export events over --export-seconds, ending
                         in "done" (or "failed" with --export-fails); 409 while one runs

Like the real server it watches its inputs: when spec.json or the frames folder changes it bumps
the generation and sends `reload`; when spec.json stops parsing it keeps serving the last good
one and sends `error` with a message `FILE:LINE:COLUMN: message`, cleared by the next good reload.
Two endpoints that the real server does not have let a test or a person trigger those by hand:

    POST /mock/reload    the next generation of the same files, and a `reload` event
    POST /mock/error     a body {"errors": ["FILE:LINE:COLUMN: message", ...]} (or none, for a
                         sample message): shown until the next reload

Make the inputs with the real renderer (and, for the charts, save what the real server sends),
then serve them:

    .build/debug/motionreel spec Presets/tab-forward.yaml -o /tmp/specx
    .build/debug/motionreel render Presets/tab-forward.yaml --format png --scale 1 -o /tmp/framesx
    .build/debug/motionreel preview Presets/tab-forward.yaml --port 8766 &    # for the charts
    sleep 2; curl -s http://127.0.0.1:8766/curves.json > /tmp/specx/curves.json; kill %1
    python3 Tests/Browser/mock_preview_server.py --frames /tmp/framesx/tab-forward \\
        --spec /tmp/specx/tab-forward.spec.json --curves /tmp/specx/curves.json --port 8765

It prints one line, `listening on http://127.0.0.1:PORT/`, once it accepts connections (with
--port 0, the default, the system picks the port), and serves until interrupted. It listens on
the loopback address only. Standard library only: no packages to install.
"""

import argparse
import glob
import http.server
import json
import os
import queue
import re
import struct
import sys
import threading
import time

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# The page's files, as the binary embeds them (Sources/WebPages).
DEFAULT_PAGES = os.path.join(REPO, "Sources", "WebPages", "Resources")
PAGE = "preview.html"
CONTENT_TYPES = {".html": "text/html; charset=utf-8", ".css": "text/css; charset=utf-8",
                 ".js": "text/javascript; charset=utf-8"}


def page_file(folder, name):
    """The bytes and content type of the page file `name` in `folder`: the page, or a script or
    style beside it. Only plain names (no folders) of those kinds are served."""
    if not re.fullmatch(r"[a-z0-9-]+\.(html|css|js)", name):
        raise FileNotFoundError(name)
    with open(os.path.join(folder, name), "rb") as f:
        return f.read(), CONTENT_TYPES[os.path.splitext(name)[1]]


def png_size(path):
    """Width and height from a PNG's IHDR chunk."""
    with open(path, "rb") as f:
        head = f.read(24)
    if head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        raise ValueError(f"{path}: not a PNG")
    return struct.unpack(">II", head[16:24])


def frame_files(folder):
    """The PNGs of a folder in name order; a folder holding one folder of PNGs (what
    `motionreel render --format png -o DIR` writes) is looked into."""
    files = sorted(glob.glob(os.path.join(folder, "*.png")))
    if not files:
        subfolders = [d for d in sorted(glob.glob(os.path.join(folder, "*"))) if os.path.isdir(d)]
        if len(subfolders) == 1:
            files = sorted(glob.glob(os.path.join(subfolders[0], "*.png")))
    return files


class Preview:
    """What the server shows: the last good generation of the inputs, and the export."""

    def __init__(self, args):
        self.args = args
        self.lock = threading.Lock()
        self.clients = []
        self.generation = 0
        self.errors = []
        self.export = {"state": "idle"}
        self.spec_bytes = b""
        self.spec = {}
        self.frames = []
        self.size = (0, 0)
        self.stamp = None
        self.load(initial=True)

    def inputs_stamp(self):
        files = frame_files(self.args.frames)
        stamps = [os.stat(self.args.spec).st_mtime_ns, len(files)]
        stamps += [os.stat(f).st_mtime_ns for f in files]
        return tuple(stamps)

    def load(self, initial=False):
        """Reads the inputs as a new generation, or records why they do not parse."""
        self.stamp = self.inputs_stamp()
        with open(self.args.spec, "rb") as f:
            data = f.read()
        try:
            spec = json.loads(data)
        except json.JSONDecodeError as e:
            if initial:
                raise SystemExit(f"{self.args.spec}:{e.lineno}:{e.colno}: {e.msg}")
            self.fail([f"{self.args.spec}:{e.lineno}:{e.colno}: {e.msg}"])
            return
        files = frame_files(self.args.frames)
        if not files:
            message = f"{self.args.frames}:1:1: no PNG frames in this folder"
            if initial:
                raise SystemExit(message)
            self.fail([message])
            return
        try:
            # In memory, so the generation stays whole while the files change under it.
            frames = [open(f, "rb").read() for f in files]
            size = png_size(files[0])
        except (OSError, ValueError) as e:
            if initial:
                raise SystemExit(str(e))
            self.fail([f"{self.args.frames}:1:1: {e}"])
            return
        with self.lock:
            self.spec_bytes, self.spec, self.frames = data, spec, frames
            self.size = size
            self.generation += 1
            self.errors = []
            generation = self.generation
        if not initial:
            self.send("reload", {"generation": generation})

    def fail(self, errors):
        with self.lock:
            self.errors = list(errors)
        self.send("error", {"errors": self.errors})

    def watch(self):
        """Polls the inputs twice a second, as the real server watches the preset."""
        while True:
            time.sleep(0.5)
            try:
                stamp = self.inputs_stamp()
            except OSError:
                continue
            if stamp != self.stamp:
                time.sleep(0.2)  # let a writer finish
                try:
                    self.load()
                except OSError as e:
                    self.fail([f"{self.args.spec}:1:1: {e}"])

    def fps(self):
        return self.spec.get("fps") or self.spec.get("canvas", {}).get("fps") or 60

    def curves(self):
        """--curves as given, of the current generation; or the frames' times and no charts."""
        with self.lock:
            generation, spec = self.generation, self.spec
        if self.args.curves:
            with open(self.args.curves, encoding="utf-8") as f:
                curves = json.load(f)
        else:
            times = [frame.get("time", 0) for frame in spec.get("frames", [])]
            curves = {"duration": spec.get("duration", 0), "timeTicks": [], "times": times, "charts": [], "more": 0}
        curves["generation"] = generation
        return curves

    def state(self):
        with self.lock:
            fps, count = self.fps(), len(self.frames)
            events = []
            for e in self.spec.get("events", []):
                t = float(e.get("time", 0))
                frame = min(max(int(-(-(t * fps - 1e-9) // 1)), 0), max(count - 1, 0))
                events.append({"time": t, "frame": frame, "description": e.get("description", "")})
            name = self.spec.get("name") or os.path.basename(self.args.spec).split(".")[0]
            return {
                "generation": self.generation,
                "name": name,
                "file": self.args.file or f"Presets/{name}.yaml",
                "fps": fps,
                "frameCount": count,
                "width": self.size[0],
                "height": self.size[1],
                "scale": self.args.scale,
                "events": events,
                "errors": list(self.errors),
                "export": dict(self.export),
            }

    # Server-sent events: one queue per connected page.

    def subscribe(self):
        q = queue.Queue()
        with self.lock:
            self.clients.append(q)
        return q

    def unsubscribe(self, q):
        with self.lock:
            if q in self.clients:
                self.clients.remove(q)

    def send(self, event, data):
        message = f"event: {event}\ndata: {json.dumps(data)}\n\n".encode()
        with self.lock:
            clients = list(self.clients)
        for q in clients:
            q.put(message)

    # Export: progress events over a few seconds, then done (or failed).

    def start_export(self):
        with self.lock:
            if self.export.get("state") == "running":
                return False
            self.export = {"state": "running", "progress": 0.0, "message": "Rendering frames…"}
        threading.Thread(target=self.run_export, daemon=True).start()
        return True

    def run_export(self):
        name = self.state()["name"]
        steps = 20
        for k in range(1, steps + 1):
            time.sleep(self.args.export_seconds / steps)
            progress = k / steps
            message = "Rendering frames…" if progress < 0.8 else "Encoding video…"
            self.update_export({"state": "running", "progress": progress, "message": message})
            if self.args.export_fails and progress >= 0.5:
                self.update_export({"state": "failed", "progress": progress,
                                    "message": "mock export failed on purpose (--export-fails)"})
                return
        self.update_export({"state": "done", "progress": 1.0, "message": "Exported.",
                            "file": f"out/{name}.mp4"})

    def update_export(self, export):
        with self.lock:
            self.export = export
        self.send("export", export)


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    preview = None  # set in main
    pages = DEFAULT_PAGES
    quiet = False

    def log_message(self, fmt, *args):
        if not self.quiet:
            sys.stderr.write("mock: " + (fmt % args) + "\n")

    def reply(self, status, body, content_type):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-cache")
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def reply_json(self, status, value):
        self.reply(status, json.dumps(value).encode(), "application/json")

    def not_found(self):
        self.reply_json(404, {"message": f"no such resource: {self.path}"})

    def do_GET(self):
        path = self.path.split("?", 1)[0]
        p = self.preview
        if path == "/" or re.fullmatch(r"/[a-z0-9-]+\.(css|js)", path):
            try:
                body, content_type = page_file(self.pages, PAGE if path == "/" else path[1:])
            except FileNotFoundError:
                self.not_found()
                return
            except OSError as e:
                self.reply(500, f"cannot read {path} from {self.pages}: {e}".encode(), "text/plain")
                return
            self.reply(200, body, content_type)
        elif path == "/state.json":
            self.reply_json(200, p.state())
        elif path == "/spec.json":
            with p.lock:
                body = p.spec_bytes
            self.reply(200, body, "application/json")
        elif path == "/curves.json":
            try:
                self.reply_json(200, p.curves())
            except (OSError, ValueError) as e:
                self.reply(500, f"cannot read --curves {self.preview.args.curves}: {e}".encode(), "text/plain")
        elif path == "/events":
            self.stream_events()
        else:
            match = re.fullmatch(r"/frame/(\d+)\.png", path)
            with p.lock:
                frames = p.frames
            if not match or int(match.group(1)) >= len(frames):
                self.not_found()
                return
            self.reply(200, frames[int(match.group(1))], "image/png")

    def do_POST(self):
        path = self.path.split("?", 1)[0]
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else b""
        p = self.preview
        if path == "/export":
            if p.start_export():
                self.reply_json(202, {"started": True})
            else:
                self.reply_json(409, {"started": False, "message": "An export is already running."})
        elif path == "/mock/reload":
            with p.lock:
                p.generation += 1
                p.errors = []
                generation = p.generation
            p.send("reload", {"generation": generation})
            self.reply_json(200, {"generation": generation})
        elif path == "/mock/error":
            try:
                errors = json.loads(body)["errors"] if body else None
            except (ValueError, KeyError, TypeError):
                errors = None
            errors = errors or [f"{p.state()['file']}:12:7: unknown key 'dampingFracton' (did you mean 'dampingFraction'?)"]
            p.fail(errors)
            self.reply_json(200, {"errors": errors})
        else:
            self.not_found()

    def stream_events(self):
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        q = self.preview.subscribe()
        try:
            self.wfile.write(b"retry: 1000\n\n")
            self.wfile.flush()
            while True:
                try:
                    message = q.get(timeout=15)
                except queue.Empty:
                    message = b": keep-alive\n\n"
                self.wfile.write(message)
                self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError, OSError):
            pass
        finally:
            self.preview.unsubscribe(q)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--frames", required=True, help="folder of PNG frames (frame 0 first in name order)")
    parser.add_argument("--spec", required=True, help="the spec.json that `motionreel spec` wrote for the same preset")
    parser.add_argument("--port", type=int, default=0, help="port on 127.0.0.1 (0: any free port)")
    parser.add_argument("--curves", help="the /curves.json a real `motionreel preview` of the same preset served "
                                         "(default: no charts)")
    parser.add_argument("--pages", default=DEFAULT_PAGES,
                        help="the folder of the page's files, preview.html and what it links (default: %(default)s)")
    parser.add_argument("--file", help="the preset path state.json names (default: Presets/NAME.yaml)")
    parser.add_argument("--scale", type=float, default=1, help="the preview scale state.json reports")
    parser.add_argument("--export-seconds", type=float, default=3.0, help="how long a mock export takes")
    parser.add_argument("--export-fails", action="store_true", help="make exports fail halfway")
    parser.add_argument("--quiet", action="store_true", help="do not log requests to stderr")
    args = parser.parse_args()
    args.scale = int(args.scale) if args.scale == int(args.scale) else args.scale

    Handler.preview = Preview(args)
    Handler.pages = args.pages
    Handler.quiet = args.quiet
    # Fail now, not on the first request, if the page or the curves cannot be read.
    try:
        page_file(args.pages, PAGE)
        Handler.preview.curves()
    except (OSError, ValueError) as e:
        raise SystemExit(f"cannot serve the page: {e}")
    server = http.server.ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    server.daemon_threads = True
    threading.Thread(target=Handler.preview.watch, daemon=True).start()
    print(f"listening on http://127.0.0.1:{server.server_address[1]}/", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
