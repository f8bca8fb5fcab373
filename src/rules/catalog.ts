import type { RuleId, Severity } from '../model/index.js'

// Every rule, once: the highest severity it reports (the engine lowers it where declarations allow the
// behaviour; SARIF's default level and security-severity use it when a run saw no such finding), its
// title and help text, and its SARIF metadata. SARIF, the rules table (docs/rules.md) and the engine's findings
// are tested against this table. Over ~350 lines on purpose: one table, one entry per rule, kept whole.

export interface RuleMeta {
  /** SARIF rule name */
  name: string
  /** one-line title */
  short: string
  full: string
  help: string
  severity: Severity
  precision: 'very-high' | 'high' | 'medium' | 'low'
  tags: string[]
}

export const RULE_CATALOG = {
  'sensitive-file-read': {
    name: 'SensitiveFileRead',
    short: 'Reads a credential or other sensitive file it did not declare',
    full: 'The server opened a credential file (SSH keys, cloud credentials, .env, .netrc, …) from the canary home during a call whose declarations do not cover it.',
    help: 'A tool that reads credentials it has no declared need for can leak them. Check which call read the file (trace.log lines are cited), and either remove the access or declare it in the policy file.',
    severity: 'high',
    precision: 'high',
    tags: ['security', 'mcp', 'credentials']
  },
  'process-snooping': {
    name: 'ProcessSnooping',
    short: "Reads another process's environment, command line or memory",
    full: 'The server opened /proc/<pid>/environ, /proc/<pid>/cmdline or /proc/<pid>/mem of a process that is not its own. Environments and command lines carry tokens and passwords; mem is the whole process.',
    help: "No tool needs another process's secrets. Check which call opened the file (trace.log lines are cited) and remove the access.",
    severity: 'high',
    precision: 'high',
    tags: ['security', 'mcp', 'credentials']
  },
  'network-egress': {
    name: 'NetworkEgress',
    short: 'Connects to the network although it declared no network use',
    full: 'The server connected to a non-loopback address while its tool annotations (openWorldHint: false), description or policy declare local-only behaviour.',
    help: 'Undeclared network connections are how data leaves. Check the address and the call that made it; allow it in the policy file if it is expected, or mark the tool as open-world.',
    severity: 'high',
    precision: 'high',
    tags: ['security', 'mcp', 'network']
  },
  'dns-query': {
    name: 'DnsQuery',
    short: 'Looks up a host name it did not declare',
    full: 'The server sent a DNS query for a name that its declarations or policy do not allow. DNS itself can carry data out.',
    help: 'Check the queried names in the finding; allow expected names in the policy file.',
    severity: 'high',
    precision: 'high',
    tags: ['security', 'mcp', 'network', 'dns']
  },
  'canary-exfiltration': {
    name: 'CanaryExfiltration',
    short: 'Sent a planted canary secret out of the process',
    full: 'A fake credential planted in the sandbox home was seen leaving the server (over a socket, in a DNS name or in a subprocess argv), raw or encoded. This is proof of exfiltration, not a heuristic.',
    help: 'Treat the server as malicious or compromised: it read a secret and sent it out. Do not run it with real credentials.',
    severity: 'critical',
    precision: 'very-high',
    tags: ['security', 'mcp', 'exfiltration', 'credentials']
  },
  subprocess: {
    name: 'Subprocess',
    short: 'Runs a program it did not declare',
    full: 'The server executed a program during a call whose declarations or policy do not allow subprocesses.',
    help: 'Check the argv in the finding; allow expected programs in the policy file.',
    severity: 'high',
    precision: 'high',
    tags: ['security', 'mcp', 'process']
  },
  'file-write': {
    name: 'FileWrite',
    short: 'Writes files although it declared itself read-only',
    full: 'The server created or modified files outside its scratch space during a call annotated readOnlyHint: true or otherwise declared not to modify its environment.',
    help: 'Check the written paths; fix the annotation or the behaviour, or allow the paths in the policy file.',
    severity: 'high',
    precision: 'high',
    tags: ['security', 'mcp', 'filesystem']
  },
  'file-delete': {
    name: 'FileDelete',
    short: 'Deletes files although it declared itself non-destructive',
    full: 'The server deleted or renamed files during a call annotated readOnlyHint: true or destructiveHint: false.',
    help: 'Destructive behaviour behind a non-destructive annotation can make a client skip its confirmation step. Fix the annotation or the behaviour.',
    severity: 'high',
    precision: 'high',
    tags: ['security', 'mcp', 'filesystem']
  },
  persistence: {
    name: 'Persistence',
    short: 'Writes to a startup location, or leaves a process running after it exits',
    full: 'The server wrote to a location that runs code later (shell rc files, autostart entries, cron, git hooks, SSH authorized_keys, …; critical), or a process it started was still running after the server process had exited (detached with setsid, double-forked, or never stopped; high).',
    help: 'Persistence is rarely legitimate for a tool server. Inspect the written file, or the argv of the process left running, in trace.log.',
    severity: 'critical',
    precision: 'high',
    tags: ['security', 'mcp', 'persistence']
  },
  'unobservable-io': {
    name: 'UnobservableIo',
    short: 'Used I/O that the tracer cannot see into',
    full: 'The server used io_uring or a similar interface whose reads, writes and connections are invisible to strace, so this audit may be incomplete.',
    help: 'Findings for this server may be missing. Audit it with a tracer that sees io_uring, or treat its behaviour as unknown.',
    severity: 'medium',
    precision: 'medium',
    tags: ['mcp', 'coverage']
  },
  'rug-pull': {
    name: 'RugPull',
    short: 'Declared tools changed since they were pinned',
    full: 'The canonical hash of the declared tools, resources and prompts differs from the pinned one, or the surface changed during the session: a "rug pull" can swap a benign description for a malicious one after approval.',
    help: 'Review the diff in the job summary. If the change is expected, accept the new manifest (--accept-manifest).',
    severity: 'high',
    precision: 'very-high',
    tags: ['security', 'mcp', 'supply-chain']
  },
  'host-path': {
    name: 'HostPath',
    short: 'Tries to reach a host path the sandbox hides',
    full: "The server accessed a place of the host that the sandbox hides from it: a real user's home, the runner's directories, the auditor's out-dir or pin store. The access failed inside the sandbox; on a machine without it, it would not have.",
    help: "A tool server has no reason to look into other users' homes or the CI runner's files. Check the call and the path in trace.log.",
    severity: 'high',
    precision: 'high',
    tags: ['security', 'mcp', 'filesystem', 'containment']
  },
  'host-socket': {
    name: 'HostSocket',
    short: 'Connects to a unix socket of the host',
    full: 'The server tried to connect to a unix socket path outside its sandbox (a container runtime, D-Bus, systemd, an agent socket). Unix sockets are not isolated by network namespaces: on an ordinary machine this reaches host daemons; a container runtime socket is a complete escape.',
    help: 'Check which socket and which call. A tool server that talks to the Docker socket can start a privileged container.',
    severity: 'critical',
    precision: 'high',
    tags: ['security', 'mcp', 'containment']
  },
  'host-write': {
    name: 'HostWrite',
    short: 'Tries to write outside its workspace and temp dirs',
    full: 'The server wrote, created, deleted or renamed a file outside its working directory, workspaces, home and temp directories. Inside the sandbox the write went nowhere; on a machine without it, it would have changed the host.',
    help: 'Check the path and the call in trace.log. Writes outside the workspace can plant code that later steps of a CI job run.',
    severity: 'high',
    precision: 'high',
    tags: ['security', 'mcp', 'filesystem', 'containment']
  },
  'unexercised-capability': {
    name: 'UnexercisedCapability',
    short: "A tool's code can do something the run did not see it do",
    full: "The static stage found a sink (running a program, dynamic code, a credential path, a network client, a file write or delete) reachable from the tool's handler in the server's own code, and the run never observed it on that tool's calls. Medium for programs, dynamic code and credential paths; info for the rest.",
    help: 'Read the cited source lines: decide whether the path can run for a caller, and cover it with a scenario (--scenario) so the audit observes it.',
    severity: 'medium',
    precision: 'medium',
    tags: ['security', 'mcp', 'static']
  },
  'hidden-capability': {
    name: 'HiddenCapability',
    short: 'Did something that no code of the package does',
    full: "The run saw a tool run a program or connect to the network, the server's own code holds no such call anywhere, and the tool's code runs code it builds or loads at run time (eval, Function, vm, a computed import): the behaviour came from code the package does not ship.",
    help: 'Treat the server as loading code from elsewhere: find what the cited eval or import runs, and where that code comes from.',
    severity: 'high',
    precision: 'high',
    tags: ['security', 'mcp', 'static', 'dynamic-code']
  },
  'read-only-capability': {
    name: 'ReadOnlyCapability',
    short: 'A tool annotated readOnlyHint can write, delete or run programs',
    full: "The tool declares readOnlyHint: true, yet the static stage found a file write or a delete reachable from its handler in the server's own code, whether or not the run saw it happen (medium). A program run alone is info: what the program writes is in the trace and judged there, and a program run no call made is unexercised-capability.",
    help: 'Read the cited source lines: fix the annotation, or make sure the read-only tool cannot reach the write.',
    severity: 'medium',
    precision: 'medium',
    tags: ['security', 'mcp', 'static', 'annotations']
  },
  'not-exercised': {
    name: 'NotExercised',
    short: 'Part of the declared surface could not be exercised',
    full: 'A listing failed or was cut, the server exited before every tool, resource and prompt was called, or an answer was dropped for its size. What was not exercised was not audited: no findings there is not a clean result.',
    help: 'Check the coverage section of report.json and the server stderr; a server that crashes or hides items past a cap must not pass the audit.',
    severity: 'high',
    precision: 'very-high',
    tags: ['security', 'mcp', 'coverage']
  },
  'behaviour-change': {
    name: 'BehaviourChange',
    short: 'Does something it did not do in the accepted behaviour baseline',
    full: 'Compared with the accepted baseline of this server, a tool (or startup, shutdown) now contacts a new host, writes, deletes or runs something new, leaks a canary, persists, or sends a new recipient or JSON key to a host it already talked to. Critical for a new canary leak or persistence; high for a new host, a write outside the workspace, a shell or network tool, a read-only tool that now writes, or a new recipient or JSON key; medium for other additions; info for behaviour that is gone or accepted.',
    help: 'Review the change in the "Changed behaviour" section of the job summary. If it is intended, accept it as the new baseline (--accept-baseline, action input accept-baseline, or `mcp-behave baseline --update` for a committed baseline file).',
    severity: 'critical',
    precision: 'high',
    tags: ['security', 'mcp', 'supply-chain']
  },
  'tool-shadowing': {
    name: 'ToolShadowing',
    short: 'Two servers of one fleet declare a tool of the same name',
    full: 'Two or more servers configured together declare a tool with the same name. A client that sees both may call the wrong one, and a server can take over calls meant for another by copying its tool names.',
    help: 'Check which server should own the name (fleet.json lists them); rename or remove the other, or keep the servers in separate client configs.',
    severity: 'medium',
    precision: 'very-high',
    tags: ['security', 'mcp', 'fleet']
  },
  'credential-lookup': {
    name: 'CredentialLookup',
    short: 'A standard program consulted a credential store for the host it contacts',
    full: "git or libcurl (git-remote-http, curl) read ~/.netrc or git's credential store, as they do before contacting a host. The report names the program and the host it contacted next. It is high when that credential is then seen leaving (a canary in a payload); a read by the server's own process is sensitive-file-read.",
    help: 'Usually expected for a tool that clones or fetches. Check the host: a tool that makes git contact a host of its choosing can have git send the credential stored for it.',
    severity: 'high',
    precision: 'medium',
    tags: ['security', 'mcp', 'credentials']
  },
  'credential-use': {
    name: 'CredentialUse',
    short: 'Uses a credential for the service its declaration names',
    full: "The server read a credential file of the canary home that belongs to a service the declaration of what read it names (a kubeconfig in a Kubernetes tool, ~/.aws in an AWS tool; or the server's instructions, or most of its tools), or sent a planted secret where it is meant to go (the cluster its kubeconfig names, GitHub for a GitHub token, AWS for AWS keys, a registry for its credential), or handed it to its own client program (kubectl, git, gh, aws, docker, npm). The same read from a tool that declares nothing of the kind is sensitive-file-read; the same secret sent anywhere else is canary-exfiltration.",
    help: 'Expected of a server built for that service: check that the tool, the file and the host named are the ones you expect it to use your credentials for.',
    severity: 'medium',
    precision: 'high',
    tags: ['security', 'mcp', 'credentials']
  },
  'surface-change': {
    name: 'SurfaceChange',
    short: 'Tools, resources or prompts were added or removed during the session',
    full: 'The server registered or withdrew items of its declared surface between the listing at startup and the listing after the calls (resources: info; tools and prompts: medium), named with the call after which it announced the change. Changed descriptions, schemas or annotations of items declared before are rug-pull.',
    help: 'A tool registered mid-session was not in the declarations a client approved at connect time. Check that it is expected (e.g. a tool that publishes a resource it made).',
    severity: 'medium',
    precision: 'high',
    tags: ['security', 'mcp', 'manifest']
  },
  'own-state': {
    name: 'OwnState',
    short: 'Keeps state of its own in a directory it created in this run',
    full: 'The server wrote, renamed or deleted files (config, caches, logs, browser profiles, atomic-write temps, locks) only below a directory outside its workspace that it created itself during this run. One finding per directory, naming the tools and a few files: medium when a tool declared readOnlyHint: true or destructiveHint: false, info otherwise, high only when a policy file leaves the directory out of its write paths. Anything that existed before the run stays file-write, file-delete, host-write or persistence.',
    help: "Usually a server's own config or cache. Check the directory and the tools named; a tool annotated read-only that keeps state may say so in its description, or the directory can be allowed in the policy file.",
    severity: 'high',
    precision: 'high',
    tags: ['mcp', 'filesystem']
  },
  'helper-program': {
    name: 'HelperProgram',
    short: 'Runs a program that reads or writes its own config and state',
    full: "A program the server ran (npm, yarn, git, gpg, pip, uv, kubectl, helm, docker, gh, aws, …) read or wrote its own places in the home: npm its ~/.npmrc and ~/.npm (logs, cache), git its ~/.gitconfig, gpg its ~/.gnupg. Reported once per program, at medium, naming what it ran and the places. The same file opened by the server's own process, or by a program that does not own it, stays sensitive-file-read or file-write; a planted secret from such a file sent anywhere but its audience stays canary-exfiltration; a file that existed before the run and was changed stays file-write.",
    help: 'Usually an update check or a build tool doing its ordinary work. Check the command named: a server that runs npm, git or gpg lets that program use your config for them.',
    severity: 'medium',
    precision: 'high',
    tags: ['mcp', 'filesystem']
  },
  'hidden-unicode': {
    name: 'HiddenUnicode',
    short: 'Text the server sends hides characters a reader cannot see',
    full: 'A description, schema string, prompt, resource or result holds Unicode TAG characters that spell text outside an emoji flag (high; critical when the hidden text asks the model for credentials or to ignore its instructions), a bidi override (medium), zero-width characters inside words or stray bidi controls (low; high when what they hide is an instruction). Emoji flags and ZWJ sequences, bidi marks and right-to-left scripts are not reported. The finding shows the hidden text decoded.',
    help: 'The model reads hidden characters; the user and the reviewer do not. Look at the decoded text in the finding and remove it from the server.',
    severity: 'critical',
    precision: 'high',
    tags: ['security', 'mcp', 'prompt-injection']
  },
  'metadata-injection': {
    name: 'MetadataInjection',
    short: 'A declaration gives the model instructions: read credentials, hide from the user, ignore earlier instructions',
    full: 'A tool, parameter, resource or prompt description, a schema string or the server instructions address the model and ask it to read credential files, keep what it does from the user, ignore its earlier instructions, or call tools or send data to an address. Judged by what the text asks for, not by keywords: critical when it asks for credentials together with hiding them, passing them in an argument or sending them; high for credentials or ignoring instructions alone; medium for hiding alone. An honest warning ("IMPORTANT: this tool deletes files") is not reported.',
    help: 'Tool poisoning: the text is instructions for the model, not documentation. Do not use the server; the finding quotes the text.',
    severity: 'critical',
    precision: 'medium',
    tags: ['security', 'mcp', 'prompt-injection']
  },
  'cross-tool-instructions': {
    name: 'CrossToolInstructions',
    short: "A tool's description tells the model how to use other tools",
    full: 'A tool\'s description or schema holds instructions about tools that are not its own ("whenever you send an email with any tool, BCC …"): tool shadowing by description. High when it redirects what other tools send (bcc, forward, send to an address), medium otherwise. (The fleet rule tool-shadowing is about two servers declaring the same tool name.)',
    help: 'A tool has no business changing how other tools behave. Remove the server or the instruction.',
    severity: 'high',
    precision: 'medium',
    tags: ['security', 'mcp', 'prompt-injection']
  },
  'result-injection': {
    name: 'ResultInjection',
    short: 'An answer gives the model instructions: read credentials, hide from the user, ignore earlier instructions',
    full: "A tool result, a prompt's messages or a resource's contents, seen at run time, ask the model to read credential files, keep something from the user, ignore its earlier instructions, or call a tool with given arguments toward an address. Severity as for metadata-injection; a result that asks the model to show the user something is not reported. Named with the call it came in.",
    help: 'Results reach the model as trusted context. Check which call returned the text (the finding quotes it) and stop using the server.',
    severity: 'critical',
    precision: 'medium',
    tags: ['security', 'mcp', 'prompt-injection']
  },
  'markdown-image-exfiltration': {
    name: 'MarkdownImageExfiltration',
    short: 'An image or link in what the server sends carries data out through the client',
    full: 'A Markdown or HTML image (or a link) whose URL holds data: critical when it holds canary bytes in any encoding the canary matcher knows (the client fetching the image sends the secret, with no socket from the server), high for an image whose URL carries encoded data to a host the server did not declare. Static images and badges are not reported.',
    help: 'A client that renders the image sends the URL to its host. Check the host and the data in the finding.',
    severity: 'critical',
    precision: 'high',
    tags: ['security', 'mcp', 'exfiltration']
  },
  'ansi-escape': {
    name: 'AnsiEscape',
    short: 'Text the server sends holds terminal escapes that hide, erase or move',
    full: 'A description or an answer holds ANSI escapes that conceal text (ESC[8m), erase it (ESC[2K, ESC[J), move the cursor over it (ESC[1A) — high — or hide a link target (OSC 8, medium), set a title (low), or overwrite a line with a carriage return (info). Colours alone are not reported.',
    help: 'In a terminal client the user sees something other than what the model reads. The finding shows the escapes visibly.',
    severity: 'high',
    precision: 'high',
    tags: ['security', 'mcp', 'prompt-injection']
  },
  'sampling-exfiltration': {
    name: 'SamplingExfiltration',
    short: "Asks the client's model, through sampling, for the conversation or its secrets, or sends the answer away",
    full: 'The client answers a sampling request that seeks the conversation or its secrets with a completion quoting a canary API key. Critical when that canary leaves the process (socket, DNS name, child process); high when the sampling request itself asks the model for secrets (keys, tokens, passwords, credential files), medium when it asks for the conversation. Named with the call the request came during.',
    help: "Sampling runs the user's model on the server's behalf: a server that asks it for the conversation or keys and sends the answer on is stealing them. Check the request text in the finding.",
    severity: 'critical',
    precision: 'high',
    tags: ['security', 'mcp', 'exfiltration', 'sampling']
  },
  'credential-elicitation': {
    name: 'CredentialElicitation',
    short: 'Asks the user, through form elicitation, for a password, token, API key or secret',
    full: 'The MCP specification (2025-06-18 and later) says servers MUST NOT use form elicitation to request sensitive information. High when a form field (or the only text field of a message asking for one) asks for a password, token, API key, secret or private key; the client answers it with a canary, and that canary leaving the process is critical. URL-mode elicitation, meant for such input, is not reported.',
    help: "A server that asks the user to type a secret into the client can phish it. Use URL-mode elicitation or the client's own configuration for credentials.",
    severity: 'critical',
    precision: 'high',
    tags: ['security', 'mcp', 'credentials', 'elicitation']
  },
  'roots-overreach': {
    name: 'RootsOverreach',
    short: 'Asks the client for its roots, then reads or writes beyond them',
    full: "After the server listed the client's roots (the workspace), it read, listed or wrote user files outside every root: in the home (its dot-directories of tools' own config aside) or elsewhere on the host. System files, the server's own code, the runtime, /proc of its own processes and temporary files are not reported, and credential files have their own rule (sensitive-file-read).",
    help: 'Roots are the boundary the user gave the server. Check the paths in the finding and the call that touched them.',
    severity: 'high',
    precision: 'medium',
    tags: ['security', 'mcp', 'roots', 'filesystem']
  },
  'cloud-metadata': {
    name: 'CloudMetadata',
    short: "Queries the cloud instance metadata service; reads the instance's credentials",
    full: "The server sent an HTTP request to a cloud instance metadata service (169.254.169.254 for AWS and Azure, metadata.google.internal, 100.100.100.200, fd00:ec2::254). The sandbox's sink answers like the real services, with canary instance credentials. Medium when it only probes identity (cloud detection, as telemetry libraries do); high when it requests the credentials path (an IAM role's keys, a service account's or a managed identity's token). Those canary credentials leaving the process are canary-exfiltration.",
    help: 'On a cloud CI runner the metadata service hands out real instance credentials. Check the paths in the finding and the call that requested them.',
    severity: 'high',
    precision: 'high',
    tags: ['security', 'mcp', 'cloud', 'credentials']
  },
  'tracer-conditional': {
    name: 'TracerConditional',
    short: 'Behaves differently when it is not traced',
    full: "A second exercise of the same surface without strace, watched only by witnesses that need no ptrace (the network sink, the copy-on-write view's file changes, the kernel's canary watch), saw behaviour the traced pass did not: the server checks whether it is watched. Critical when a canary is involved (a canary sent, a canary file read), high otherwise. The finding names the tool by the calls' windows and the witness.",
    help: 'A server that hides from a tracer hides from every auditor. Check what the witness saw (network.jsonl of the pass is not kept; run with --passes traced,untraced to see it again) and stop using the server.',
    severity: 'critical',
    precision: 'high',
    tags: ['security', 'mcp', 'evasion']
  },
  'client-conditional': {
    name: 'ClientConditional',
    short: 'Behaves differently for another client, protocol version, environment or call count',
    full: 'An exercise pass that changed what a server can condition on (clientInfo, the protocol version asked for, CI variables, more calls per tool) saw behaviour the traced pass did not, or the other way round; passes that change one condition at a time name it: "only when clientInfo is cursor", "only on call 5", "only without CI", "only under protocol 2025-03-26". Critical when a canary is involved, high otherwise.',
    help: 'A server that acts only for some clients acts for the ones real users run. Check the behaviour and the condition in the finding and stop using the server.',
    severity: 'critical',
    precision: 'medium',
    tags: ['security', 'mcp', 'evasion']
  },
  'scope-escape': {
    name: 'ScopeEscape',
    short: 'A path value got out of the directories the server keeps to',
    full: "The attack stage sent a path that climbs out (../), is absolute, names a sibling directory sharing a root's prefix, goes through a link planted in the root, or is encoded; the trace shows the server opening, writing or removing that place outside its declared scope (the directories in its command and environment, the workspace, the roots it asked for, the folder its tool description names). Critical when the canary file's bytes came back in the answer or left.",
    help: 'Resolve the path (links included: realpath) and check it is inside an allowed directory, comparing whole path components (a prefix match lets /root_x through). The finding names the parameter, the value sent and the trace lines of the access.',
    severity: 'critical',
    precision: 'very-high',
    tags: ['security', 'mcp', 'attack', 'filesystem']
  },
  'command-injection': {
    name: 'CommandInjection',
    short: 'A value reached a shell and ran a program',
    full: 'The attack stage put shell syntax ($(…), ;, quotes, backticks, a newline) in a parameter; the trace shows the program the value named being executed (an attempt counts: the program did not exist). A tool whose declared purpose is to run the command it is given is not injectable for running it; it is when another parameter reaches a shell.',
    help: 'Never build a shell command line from a parameter: run the program with an argument array (execFile, subprocess.run([...])), with the value after --.',
    severity: 'critical',
    precision: 'very-high',
    tags: ['security', 'mcp', 'attack', 'process']
  },
  'argument-injection': {
    name: 'ArgumentInjection',
    short: "A value became a program's option",
    full: "The attack stage sent a value starting with - (--output=FILE, --upload-pack=PROGRAM, --server=URL, -oFILE); the trace shows it as an argument of a program with no -- before it, where the program reads options, or the file it named written, the program it named run, the host it named contacted. Critical when a credential reached that host (kubectl's --server sends the kubeconfig's token).",
    help: "Put -- (or git's --end-of-options) before values a caller chooses, and refuse values that start with -.",
    severity: 'critical',
    precision: 'high',
    tags: ['security', 'mcp', 'attack', 'process']
  },
  'code-injection': {
    name: 'CodeInjection',
    short: 'A value was evaluated as code',
    full: "The attack stage sent code in the server's language (JavaScript through process.getBuiltinModule or require, Python through __import__, string and template breakouts) to a parameter that takes an expression, a template or a filter; the trace shows the program it named executed or the file it named opened. A tool whose declared purpose is to run the code it is given is not injectable for running it.",
    help: "Parse the expression with a grammar of its own; never eval, new Function, vm or Python eval/exec on a caller's value.",
    severity: 'critical',
    precision: 'very-high',
    tags: ['security', 'mcp', 'attack', 'process']
  },
  'internal-request': {
    name: 'InternalRequest',
    short: 'Fetches an internal or cloud metadata address it is given',
    full: "The attack stage gave a URL parameter the cloud metadata service (169.254.169.254) or a loopback port; the trace or the sink shows the server connecting there (server-side request forgery). High when the canary cloud's credentials the sink answered with came back in the tool's answer.",
    help: 'Resolve the host, refuse loopback, private, link-local and metadata addresses, and connect to the address that was checked.',
    severity: 'high',
    precision: 'high',
    tags: ['security', 'mcp', 'attack', 'network']
  },
  'sql-write-bypass': {
    name: 'SqlWriteBypass',
    short: 'A read-only query tool ran a writing statement',
    full: 'The attack stage sent a stacked or writing statement (SELECT 1; CREATE TABLE …, COMMIT; …) to a tool declared read-only; the trace shows the database starting a write transaction (its rollback journal or write-ahead log made).',
    help: 'Open the database read-only (SQLite mode=ro, a read-only role), and run one statement per call.',
    severity: 'high',
    precision: 'high',
    tags: ['security', 'mcp', 'attack', 'database']
  }
} as const satisfies Record<RuleId, RuleMeta>
