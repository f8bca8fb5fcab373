import { CanaryMatcher, type Canary, type CanaryHit } from './canary-match.js'

// The run's canary index, built when first needed and in steps. Every window of every canary file's
// content, in four encodings, is about a third of the cost of the whole index (~140 ms of CPU per audit,
// cold), and a file's windows count only once the server read the file, which most servers never do;
// yet the profile scans from its first event (the argv of the exec that starts the server). So the index
// is built with the run's tokens and every file's content, but without the files' windows; the windows
// of a file are entered when a scan first counts the file. It reports exactly what the whole index would
// (a token placed in a file is placed within the file, and a file's windows are in every scan that
// counts it), and a server that read one canary file pays for that file's windows alone.

/** What the profile and the sink's witness match with (CanaryMatcher's API). */
export type CanaryScanner = Pick<CanaryMatcher, 'scan' | 'hasFile'>

export class CanaryIndex implements CanaryScanner {
  private matcher: CanaryMatcher | null = null
  /** canary files with content to index (CanaryMatcher.hasFile of the whole index) */
  private readonly fileIds: ReadonlySet<string>

  /** `tokens` and `files` as CanaryMatcher takes them. */
  constructor(
    readonly tokens: readonly Canary[],
    readonly files: readonly Canary[] = []
  ) {
    this.fileIds = new Set(files.filter((file) => file.value.length > 0).map((file) => file.id))
  }

  /**
   * Builds what the first scan would (the tokens' index, knowing the files' content), until `deadline`
   * (performance.now(); default: all of it), true once all is: the session builds it in pieces while it
   * waits, and a scan before the end enters the rest at once.
   */
  prepare(deadline = Infinity): boolean {
    this.matcher ??= new CanaryMatcher(this.tokens, [], this.files)
    return this.matcher.enterSome(deadline)
  }

  hasFile(id: string): boolean {
    return this.fileIds.has(id)
  }

  /** As CanaryMatcher.scan with the tokens and the files. */
  scan(data: Buffer | string, fileRead: (id: string) => boolean = () => true): CanaryHit[] {
    const matcher = (this.matcher ??= new CanaryMatcher(this.tokens, [], this.files))
    for (const id of matcher.unindexedFiles()) if (fileRead(id)) matcher.indexFile(id)
    return matcher.scan(data, fileRead)
  }
}
