"""Issue 42, class 5: a revision handed to git as a positional argument with nothing before it that ends
the options, so a value that starts with `-` is a flag: `--output=FILE` makes `git log` write FILE. The
shape of the argument injection in @cyanheads/git-mcp-server 2.15.1 (git_log's branch). --fixed:
`--end-of-options` before the revision. The repository: the first argument, else the working directory."""
import subprocess
import sys

sys.dont_write_bytecode = True  # no __pycache__ next to the target, whatever the environment says

from mcp_stdio import Refusal, command_line, param, serve, tool  # noqa: E402

FIXED, ROOT = command_line()


def log_arguments(revision):
    """The bug: the revision where git still reads options."""
    return ["log", "--oneline", "-n", "20", revision]


def log_arguments_ended(revision):
    """The fix: whatever follows --end-of-options is a revision, never an option."""
    return ["log", "--oneline", "-n", "20", "--end-of-options", revision]


log_command = log_arguments_ended if FIXED else log_arguments


def git(args):
    done = subprocess.run(["git"] + args, cwd=ROOT, capture_output=True, text=True, timeout=10)
    if done.returncode != 0:
        raise Refusal("git failed: %s" % (done.stderr.strip() or "exit %d" % done.returncode))
    return done.stdout.strip() or "(nothing)"


TOOLS = [
    tool("show_log", "Shows the last 20 commits of the repository, one line each, starting from a branch, tag or commit.",
         {"revision": param("string", 'Branch, tag or commit to start from (e.g. "main" or "HEAD~3")')}),
    tool("current_branch", "Names the branch the repository has checked out.", {}),
]

if __name__ == "__main__":
    serve({"name": "repo-history", "version": "0.9.0"}, TOOLS, {
        "show_log": lambda arguments: git(log_command(arguments["revision"])),
        "current_branch": lambda _: git(["rev-parse", "--abbrev-ref", "HEAD"]),
    })
