"""Issue 42, class 3: a containment check on the path as written (normalized, then commonpath: no `..`,
no sibling gets through), then an open that follows a symlink inside the project to wherever it points.
The shape of CVE-2025-53109 in @modelcontextprotocol/server-filesystem. --fixed: the real path
(os.path.realpath) is what is checked. Root: the first argument, else the working directory."""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ next to the target, whatever the environment says

from mcp_stdio import Refusal, command_line, list_files, param, serve, tool  # noqa: E402

FIXED, ROOT = command_line()
FOLDER = os.path.realpath(ROOT)


def lexical(path):
    """The bug: the path as written, links left for open() to follow."""
    return os.path.abspath(os.path.join(FOLDER, path))


def real(path):
    """The fix: the path with every link resolved."""
    return os.path.realpath(os.path.join(FOLDER, path))


checked_path = real if FIXED else lexical


def read_file(arguments):
    path = arguments["path"]
    target = checked_path(path)
    if os.path.commonpath([FOLDER, target]) != FOLDER:
        raise Refusal("Refused: %s is outside the project." % path)
    try:
        with open(target, encoding="utf-8", errors="replace") as project_file:
            return project_file.read(100_000)
    except OSError as error:
        raise Refusal("Cannot read %s: %s" % (path, error.strerror))


TOOLS = [
    tool("read_file", "Reads a file of the project and returns its text.",
         {"path": param("string", 'Path of the file, relative to the project root (e.g. "README.md")')}),
    tool("list_files", "Lists the files of the project.", {}),
]

if __name__ == "__main__":
    serve({"name": "project-files", "version": "2.0.3"}, TOOLS, {
        "read_file": read_file,
        "list_files": lambda _: "\n".join(list_files(FOLDER)) or "(no files)",
    })
