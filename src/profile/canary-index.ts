import { CanaryMatcher, type Canary, type CanaryHit } from './canary-match.js'

// The run's canary index, built when first needed and in two steps. Every window of every canary file's
// content, in four encodings, is about half the cost of the whole index (~100 ms of CPU per audit), and
// those windows count only once the server read the file, which most servers never do; yet the profile
// scans from its first event (the argv of the exec that starts the server). So while no canary file
// counts, data is scanned first with an index of the run's tokens alone: when that finds nothing, the
// whole index would find nothing either (it holds the same token windows, and file windows count only
// for files read). Whatever it does find, and everything once a file counts, the whole index answers,
// so a hit reports exactly what it always did (a token placed in a file is placed within the file).

/** What the profile and the sink's witness match with (CanaryMatcher's API). */
export type CanaryScanner = Pick<CanaryMatcher, 'scan' | 'hasFile'>

export class CanaryIndex implements CanaryScanner {
  private tokensOnly: CanaryMatcher | null = null
  private whole: CanaryMatcher | null = null
  /** canary files with content to index (CanaryMatcher.hasFile of the whole index) */
  private readonly fileIds: ReadonlySet<string>

  /** `tokens` and `files` as CanaryMatcher takes them. */
  constructor(
    readonly tokens: readonly Canary[],
    readonly files: readonly Canary[] = []
  ) {
    this.fileIds = new Set(files.filter((file) => file.value.length > 0).map((file) => file.id))
  }

  /** Builds now what the first scan would (the tokens' index while any canary file has content to count). */
  prepare(): void {
    if (this.whole === null && this.fileIds.size > 0) this.tokensOnly ??= new CanaryMatcher(this.tokens)
    else this.whole ??= new CanaryMatcher(this.tokens, this.files)
  }

  hasFile(id: string): boolean {
    return this.fileIds.has(id)
  }

  /** As CanaryMatcher.scan with the tokens and the files. */
  scan(data: Buffer | string, fileRead: (id: string) => boolean = () => true): CanaryHit[] {
    if (this.whole === null && this.fileIds.size > 0 && !this.anyCounts(fileRead)) {
      this.tokensOnly ??= new CanaryMatcher(this.tokens)
      if (this.tokensOnly.scan(data).length === 0) return []
    }
    this.whole ??= new CanaryMatcher(this.tokens, this.files)
    return this.whole.scan(data, fileRead)
  }

  private anyCounts(fileRead: (id: string) => boolean): boolean {
    for (const id of this.fileIds) if (fileRead(id)) return true
    return false
  }
}
