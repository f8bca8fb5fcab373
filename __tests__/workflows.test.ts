import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { REPO_ROOT } from './helpers/run-cli.js'

const WORKFLOWS = join(REPO_ROOT, '.github', 'workflows')

/** Every `uses:` of every step in the repository's workflows, with the comment on its line. */
function usesLines(): { file: string; uses: string; line: string }[] {
  const out: { file: string; uses: string; line: string }[] = []
  for (const file of readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name))) {
    const text = readFileSync(join(WORKFLOWS, file), 'utf8')
    const workflow = parse(text) as { jobs: Record<string, { steps?: { uses?: string }[] }> }
    for (const job of Object.values(workflow.jobs)) {
      for (const step of job.steps ?? []) {
        if (step.uses === undefined) continue
        const line = text.split('\n').find((candidate) => candidate.includes(`uses: ${step.uses}`)) ?? ''
        out.push({ file, uses: step.uses, line })
      }
    }
  }
  return out
}

describe('the workflows', () => {
  it('pin every third-party action by full commit SHA, with the version in a comment', () => {
    const thirdParty = usesLines().filter(({ uses }) => !uses.startsWith('./'))
    expect(thirdParty.length).toBeGreaterThan(0)
    for (const { file, uses, line } of thirdParty) {
      expect(`${file}: ${uses}`).toMatch(/@[0-9a-f]{40}$/)
      expect(`${file}: ${line}`).toMatch(/@[0-9a-f]{40} # v\d+(\.\d+)*$/)
    }
  })

  it('test on Node 24 (what action.yml runs on) and 20 (the CLI floor) through .ci/run', () => {
    const ci = parse(readFileSync(join(WORKFLOWS, 'ci.yml'), 'utf8')) as {
      jobs: { test: { strategy: { matrix: { node: number[] } }; steps: { run?: string }[] } }
    }
    const action = parse(readFileSync(join(REPO_ROOT, 'action.yml'), 'utf8')) as { runs: { using: string } }
    const engines = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node
    expect(ci.jobs.test.strategy.matrix.node).toEqual([Number(engines.replace(/^>=/, '')), Number(action.runs.using.replace(/^node/, ''))])
    expect(ci.jobs.test.steps.map((step) => step.run).filter(Boolean)).toEqual(['.ci/run'])
  })
})
