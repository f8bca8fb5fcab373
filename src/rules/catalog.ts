import type { RuleId, Severity } from '../model/index.js'

// Every rule, once: the highest severity it reports (the engine lowers it where declarations allow the
// behaviour; SARIF's default level and security-severity use it when a run saw no such finding), its
// title and help text, and its SARIF metadata. SARIF, the README rules table and the engine's findings
// are tested against this table.

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
  }
} as const satisfies Record<RuleId, RuleMeta>
