"""Issue 42, class 4: a shell command built from a template (subprocess with shell=True), so `$(...)` or
a backtick in the search text runs a program. --fixed: grep gets an argv list (no shell), the text after
-e. Searches the first argument's folder, else the working directory."""
import subprocess
import sys

sys.dont_write_bytecode = True  # no __pycache__ next to the target, whatever the environment says

from mcp_stdio import Refusal, command_line, list_files, param, serve, tool  # noqa: E402

FIXED, ROOT = command_line()


def grep_through_shell(text):
    """The bug: the text pasted into a command line that /bin/sh reads."""
    return subprocess.run('grep -rn --exclude-dir=.git "%s" .' % text, shell=True, cwd=ROOT,
                          capture_output=True, text=True, timeout=10)


def grep_directly(text):
    """The fix: no shell, and the text can only be the pattern."""
    return subprocess.run(["grep", "-rn", "--exclude-dir=.git", "-e", text, "."], cwd=ROOT,
                          capture_output=True, text=True, timeout=10)


grep = grep_directly if FIXED else grep_through_shell


def search_notes(arguments):
    done = grep(arguments["text"])
    if done.returncode == 1:
        return "No matches."
    if done.returncode != 0:
        raise Refusal("Search failed: %s" % (done.stderr.strip() or "exit %d" % done.returncode))
    return "\n".join(done.stdout.split("\n")[:50])


TOOLS = [
    tool("search_notes", "Searches the notes folder for lines containing the given text and returns them with file and line number.",
         {"text": param("string", 'The text to look for (e.g. "milk")')}),
    tool("list_notes", "Lists the notes in the notes folder.", {}),
]

if __name__ == "__main__":
    serve({"name": "notes-search", "version": "1.0.4"}, TOOLS, {
        "search_notes": search_notes,
        "list_notes": lambda _: "\n".join(list_files(ROOT)) or "(no notes)",
    })
