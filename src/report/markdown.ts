// The Markdown renderers: the job summary (markdown/job-summary.ts) and the PR comment's body
// (markdown/pr-comment.ts), built from shared cells (markdown/cells.ts) within a byte budget
// (markdown/budget.ts).
export { renderJobSummary, type JobSummaryContext } from './markdown/job-summary.js'
export { renderPrComment, type PrCommentContext } from './markdown/pr-comment.js'
