"""Issue 42, class 1: a note's path joined onto the notes folder (os.path.join) and read as it is, so
`../` climbs out, and an absolute path replaces the folder altogether. --fixed: the path is resolved
(symlinks too) and refused unless it is inside. Root: the first argument, else the working directory."""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ next to the target, whatever the environment says

from mcp_stdio import Refusal, command_line, list_files, param, serve, tool  # noqa: E402

FIXED, ROOT = command_line()


def joined(path):
    """The bug: whatever the caller wrote, joined onto the folder."""
    return os.path.join(ROOT, path)


def inside(path):
    """The fix: the note's real path, or None when it is not inside the folder's real path."""
    folder = os.path.realpath(ROOT)
    target = os.path.realpath(os.path.join(folder, path))
    return target if os.path.commonpath([folder, target]) == folder else None


note_path = inside if FIXED else joined


def read_note(arguments):
    path = arguments["path"]
    target = note_path(path)
    if target is None:
        raise Refusal("Refused: %s is outside the notes folder." % path)
    try:
        with open(target, encoding="utf-8", errors="replace") as note:
            return note.read(100_000)
    except OSError as error:
        raise Refusal("Cannot read %s: %s" % (path, error.strerror))


TOOLS = [
    tool("read_note", "Reads a note from the notes folder and returns its text.",
         {"path": param("string", 'Path of the note, relative to the notes folder (e.g. "notes.txt")')}),
    tool("list_notes", "Lists the notes in the notes folder.", {}),
]

if __name__ == "__main__":
    serve({"name": "notes-reader", "version": "1.2.0"}, TOOLS, {
        "read_note": read_note,
        "list_notes": lambda _: "\n".join(list_files(ROOT)) or "(no notes)",
    })
