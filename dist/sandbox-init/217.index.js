export const id = 217;
export const ids = [217];
export const modules = {

/***/ 3217:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LESSON_TYPES: () => (/* binding */ LESSON_TYPES),
/* harmony export */   MAX_LESSON_FIELDS: () => (/* binding */ MAX_LESSON_FIELDS),
/* harmony export */   MAX_LESSON_NAMES: () => (/* binding */ MAX_LESSON_NAMES),
/* harmony export */   MAX_LESSON_READS: () => (/* binding */ MAX_LESSON_READS),
/* harmony export */   ReplyLessonSchema: () => (/* binding */ ReplyLessonSchema),
/* harmony export */   replyLessonReader: () => (/* binding */ replyLessonReader),
/* harmony export */   writeReplyLesson: () => (/* binding */ writeReplyLesson)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8816);


// What a tool's rejection of the sink's reply taught the next call of that tool: the fields its answer
// named (a validator's paths and expected types, a TypeError's property, a KeyError), and whether it wanted
// a list or an object at the top — and the names the server's code reads as one type wherever they appear,
// learned from any of its tools. The auditor reads it from the tool's error text between calls
// (probe/reply-lessons.ts) and writes it to a file in the run directory before the next call of that tool;
// the sink in the sandbox reads that file per request. The run directory is outside the server's view,
// and the file holds only names and types, never a value the server sent.
const MAX_LESSON_FIELDS = 32;
const MAX_LESSON_READS = 16;
const MAX_LESSON_NAMES = 48;
const MAX_LESSON_BYTES = 16 * 1024;
const LESSON_TYPES = ['string', 'number', 'boolean', 'array', 'object'];
const KEY = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(64);
const ReplyLessonSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    /** the tool whose next call this is for */
    tool: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(256),
    /** the top of the JSON reply: a list, or an object */
    root: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['array', 'object']).optional(),
    /** paths into the reply (a number: every element of a list) with the type wanted there, when known */
    fields: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        path: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([KEY, zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0).max(1000)]))
            .min(1)
            .max(12),
        expected: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(LESSON_TYPES).optional()
    }))
        .max(MAX_LESSON_FIELDS)
        .default([]),
    /** properties read from something the reply left undefined: added at the top, under `data` and in each listed item */
    reads: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(KEY).max(MAX_LESSON_READS).default([]),
    /**
     * names the server's code reads as one type wherever they appear (`data.syncedWith.map` is a list in
     * every answer of that API): learned from any of its tools, in force for all of them
     */
    names: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(KEY, zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(LESSON_TYPES))
        .refine((names) => Object.keys(names).length <= MAX_LESSON_NAMES)
        .optional()
});
/** Writes the lesson for the next call (null: none), replacing the file whole so the sink never reads half of it. */
function writeReplyLesson(path, lesson) {
    const temporary = `${path}.next`;
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(temporary, lesson ? JSON.stringify(lesson) : '', { mode: 0o600 });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(temporary, path);
}
/**
 * The sink's reader: the lesson in force, read again only when the file changed (size and time), so a
 * request costs one stat. A missing, oversized or malformed file is no lesson.
 */
function replyLessonReader(path) {
    let seen = '';
    let lesson = null;
    return () => {
        let stamp;
        try {
            const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path);
            stamp = `${stat.size}:${stat.mtimeMs}:${stat.ino}`;
            if (stamp === seen)
                return lesson;
            seen = stamp;
            if (stat.size === 0 || stat.size > MAX_LESSON_BYTES)
                return (lesson = null);
            const parsed = ReplyLessonSchema.safeParse(JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8')));
            return (lesson = parsed.success ? parsed.data : null);
        }
        catch {
            return (lesson = null);
        }
    };
}


/***/ })

};
