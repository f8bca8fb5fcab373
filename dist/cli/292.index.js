export const id=292;export const ids=[292];export const modules={3292:(e,t,r)=>{r.d(t,{qg:()=>parse});
/*!
 * Copyright (c) Squirrel Chat et al., All rights reserved.
 * SPDX-License-Identifier: BSD-3-Clause
 *
 * Redistribution and use in source and binary forms, with or without
 * modification, are permitted provided that the following conditions are met:
 *
 * 1. Redistributions of source code must retain the above copyright notice, this
 *    list of conditions and the following disclaimer.
 * 2. Redistributions in binary form must reproduce the above copyright notice,
 *    this list of conditions and the following disclaimer in the
 *    documentation and/or other materials provided with the distribution.
 * 3. Neither the name of the copyright holder nor the names of its contributors
 *    may be used to endorse or promote products derived from this software without
 *    specific prior written permission.
 *
 * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND
 * ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED
 * WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
 * DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE
 * FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
 * DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
 * SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
 * CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY,
 * OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
 * OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */
function getLineColFromPtr(e,t){let r=e.slice(0,t).split(/\r?\n/);return[r.length,r.pop().length+1]}function makeCodeBlock(e,t,r){let i=e.split(/\r?\n/);let l="";let n=(Math.log10(t+1)|0)+1;for(let e=t-1;e<=t+1;e++){let a=i[e-1];if(!a)continue;l+=e.toString().padEnd(n," ");l+=":  ";l+=a;l+="\n";if(e===t){l+=" ".repeat(n+r+2);l+="^\n"}}return l}class TomlError extends Error{line;column;codeblock;constructor(e,t){const[r,i]=getLineColFromPtr(t.toml,t.ptr);const l=makeCodeBlock(t.toml,r,i);super(`Invalid TOML document: ${e}\n\n${l}`,t);this.line=r;this.column=i;this.codeblock=l}static x(e,t,r){throw new TomlError(e,{toml:t.s,ptr:r??t.p})}}
/*!
 * Copyright (c) Squirrel Chat et al., All rights reserved.
 * SPDX-License-Identifier: BSD-3-Clause
 *
 * Redistribution and use in source and binary forms, with or without
 * modification, are permitted provided that the following conditions are met:
 *
 * 1. Redistributions of source code must retain the above copyright notice, this
 *    list of conditions and the following disclaimer.
 * 2. Redistributions in binary form must reproduce the above copyright notice,
 *    this list of conditions and the following disclaimer in the
 *    documentation and/or other materials provided with the distribution.
 * 3. Neither the name of the copyright holder nor the names of its contributors
 *    may be used to endorse or promote products derived from this software without
 *    specific prior written permission.
 *
 * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND
 * ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED
 * WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
 * DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE
 * FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
 * DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
 * SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
 * CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY,
 * OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
 * OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */
function parseString(e){let t=e.p;let r=e.s.charCodeAt(e.p++);let i=r;let l=r===39;let n=r===e.s.charCodeAt(e.p)&&r===e.s.charCodeAt(e.p+1);if(n){if((r=e.s.charCodeAt(e.p+=2))===10)e.p++;else if(r===13&&e.s.charCodeAt(e.p+1)===10)e.p+=2}let a="";let o=e.p;let s=0;for(;e.p<e.s.length;e.p++){r=e.s.charCodeAt(e.p);if(n&&(r===10||r===13&&e.s.charCodeAt(e.p+1)===10)){s=s&&3}else if(r<32&&r!==9||r===127){TomlError.x("control characters are not allowed in strings",e)}else if((!s||s===3)&&r===i&&(!n||e.s.charCodeAt(e.p+1)===i&&e.s.charCodeAt(e.p+2)===i)){if(n){if(e.s.charCodeAt(e.p+3)===i)e.p++;if(e.s.charCodeAt(e.p+3)===i)e.p++}if(!s){let t=e.s.slice(o,e.p);a=a?a+t:t}e.p+=n?3:1;return a}else if(!s){if(!l&&r===92){a+=e.s.slice(o,o=e.p);s=1}}else if(s===1){if(r===120||r===117||r===85){let t=e.p++-1;let i=0;let l=r===120?2:r===117?4:8;for(let t=0;t<l;t++,e.p++){let t=e.s.charCodeAt(e.p);let r=t>=48&&t<=57?t-48:t>=65&&t<=70?t-65+10:t>=97&&t<=102?t-97+10:-1;if(r<0)TomlError.x("invalid non-hex character in unicode escape",e);i=i<<4|r}if(i<0||i>1114111||i>=55296&&i<=57343){TomlError.x("invalid unicode escape",e,t)}a+=String.fromCodePoint(i);o=e.p--;s=0}else if(n&&(r===32||r===9)){s=2}else{if(r===98)a+="\b";else if(r===116)a+="\t";else if(r===110)a+="\n";else if(r===102)a+="\f";else if(r===114)a+="\r";else if(r===101)a+="";else if(r===34)a+='"';else if(r===92)a+="\\";else TomlError.x("unrecognised escape sequence",e);o=e.p+1;s=0}}else if(r!==32&&r!==9){if(s===2)TomlError.x("invalid escape: only line-ending whitespace may be escaped",e,o);s=!l&&r===92?1:0;o=e.p}}TomlError.x("unfinished string",e,t)}
/*!
 * Copyright (c) Squirrel Chat et al., All rights reserved.
 * SPDX-License-Identifier: BSD-3-Clause
 *
 * Redistribution and use in source and binary forms, with or without
 * modification, are permitted provided that the following conditions are met:
 *
 * 1. Redistributions of source code must retain the above copyright notice, this
 *    list of conditions and the following disclaimer.
 * 2. Redistributions in binary form must reproduce the above copyright notice,
 *    this list of conditions and the following disclaimer in the
 *    documentation and/or other materials provided with the distribution.
 * 3. Neither the name of the copyright holder nor the names of its contributors
 *    may be used to endorse or promote products derived from this software without
 *    specific prior written permission.
 *
 * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND
 * ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED
 * WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
 * DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE
 * FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
 * DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
 * SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
 * CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY,
 * OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
 * OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */
let i=/^(\d{4}-\d{2}-\d{2})?[Tt ]?(?:(\d{2}):\d{2}(?::\d{2}(?:\.\d+)?)?)?(Z|z|[-+]\d{2}:\d{2})?$/i;class TomlDate extends Date{#e=false;#t=false;#r=null;constructor(e,t,r){let l=true;let n=true;let a="Z";let o;if(typeof e==="string"){if(t)e:{if(t<3){if(+e.slice(11,13)>23){e="";break e}if(t===2){a=null;e+="Z"}else if((o=e.charCodeAt(e.length-1))!==90&&o!==122){a=e.slice(e.length-6)}if(r)e=e.slice(0,10)+"T"+e.slice(11)}else if(t===4){e=+e.slice(0,2)>23?"":`0000-01-01T${e}Z`}l=t!==4;n=t!==3}else{let t=e.match(i);if(t){if(!t[1]){l=false;e=`0000-01-01T${e}`}n=!!t[2];n&&e[10]===" "&&(e=e.replace(" ","T"));if(t[2]&&+t[2]>23){e=""}else{a=t[3]||null;if(!a&&n)e+="Z"}}else{e=""}}}super(e);if(!isNaN(this.getTime())){this.#e=l;this.#t=n;this.#r=a}}isDateTime(){return this.#e&&this.#t}isLocal(){return!this.#e||!this.#t||!this.#r}isDate(){return this.#e&&!this.#t}isTime(){return this.#t&&!this.#e}isValid(){return this.#e||this.#t}toISOString(){let e=super.toISOString();if(this.isDate())return e.slice(0,10);if(this.isTime())return e.slice(11,23);if(this.#r===null)return e.slice(0,-1);if(this.#r==="Z"||this.#r==="z")return e;let t=+this.#r.slice(1,3)*60+ +this.#r.slice(4,6);t=this.#r[0]==="-"?t:-t;let r=new Date(this.getTime()-t*6e4);return r.toISOString().slice(0,-1)+this.#r}static wrapAsOffsetDateTime(e,t="Z"){let r=new TomlDate(e);r.#r=t;return r}static wrapAsLocalDateTime(e){let t=new TomlDate(e);t.#r=null;return t}static wrapAsLocalDate(e){let t=new TomlDate(e);t.#t=false;t.#r=null;return t}static wrapAsLocalTime(e){let t=new TomlDate(e);t.#e=false;t.#r=null;return t}}
/*!
 * Copyright (c) Squirrel Chat et al., All rights reserved.
 * SPDX-License-Identifier: BSD-3-Clause
 *
 * Redistribution and use in source and binary forms, with or without
 * modification, are permitted provided that the following conditions are met:
 *
 * 1. Redistributions of source code must retain the above copyright notice, this
 *    list of conditions and the following disclaimer.
 * 2. Redistributions in binary form must reproduce the above copyright notice,
 *    this list of conditions and the following disclaimer in the
 *    documentation and/or other materials provided with the distribution.
 * 3. Neither the name of the copyright holder nor the names of its contributors
 *    may be used to endorse or promote products derived from this software without
 *    specific prior written permission.
 *
 * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND
 * ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED
 * WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
 * DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE
 * FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
 * DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
 * SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
 * CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY,
 * OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
 * OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */
function isDigit(e,t=10){return t===16?e>47&&e<58||e>64&&e<71||e>96&&e<103:e>47&&e<48+t}function isEndOfValue(e,t){return e===32||e===9||e===10||e===13||t&&(e===t||e===44)||e===35}function extractValue(e,t){let r=e.p;let i=e.s.charCodeAt(e.p);if(i===91||i===123){e.d--||TomlError.x("document contains excessively nested structures. aborting.",e);let t=i===91?parseArray(e):parseInlineTable(e);e.d++;return t}if(i===34||i===39){return parseString(e)}if(i===116){if(e.s.charCodeAt(++e.p)!==114||e.s.charCodeAt(++e.p)!==117||e.s.charCodeAt(++e.p)!==101)TomlError.x("invalid value",e,r);return e.p++,true}if(i===102){if(e.s.charCodeAt(++e.p)!==97||e.s.charCodeAt(++e.p)!==108||e.s.charCodeAt(++e.p)!==115||e.s.charCodeAt(++e.p)!==101)TomlError.x("invalid value",e,r);return e.p++,false}if(i===43||i===45){return parseNumber(e,e.p,e.s.charCodeAt(++e.p),44-i,t)}if(e.s.charCodeAt(e.p+4)===45&&e.s.charCodeAt(e.p+7)===45){return parseDate(e,i,t)}if(e.s.charCodeAt(e.p+2)===58){return parseTime(e,i,t)}return parseNumber(e,e.p,i,0,t)}function parseNumber(e,t,r,i,l){let n=r;let a=0;let o=false;if(n===105){if(e.s.charCodeAt(++e.p)!==110||e.s.charCodeAt(++e.p)!==102)TomlError.x("invalid value",e,t);return e.p++,(i||1)/0}if(n===110){if(e.s.charCodeAt(++e.p)!==97||e.s.charCodeAt(++e.p)!==110)TomlError.x("invalid value",e,t);return e.p++,NaN}if(n===48){if(++e.p>=e.s.length||isEndOfValue(n=e.s.charCodeAt(e.p),l))return e.bi===true?0n:0;if(!i){if(n===120)return parseIntegerBaseN(e,t,16,l);else if(n===98)return parseIntegerBaseN(e,t,2,l);else if(n===111)return parseIntegerBaseN(e,t,8,l)}if(n===46)a=2;else if(n===101||n===69)a=4;else TomlError.x("illegal leading zero",e,t)}else if(!isDigit(n))TomlError.x("invalid value",e,t);while(++e.p<e.s.length&&(n=e.s.charCodeAt(e.p),!isEndOfValue(n,l))){if(!a)a=1;if(n===95){if(!(a&1))TomlError.x("illegal underscore",e);a+=11;o=true}else if(a===1&&n===46)a=2;else if((a===1||a===3)&&(n===101||n===69))a=4;else if(a===4&&(n===43||n===45)){a=6}else if(!isDigit(n))TomlError.x(`illegal character in numeric literal`,e);else if(a>9)a-=11;else if(!(a&1))a++}if(!a){let t=(r-48)*(i||1);return e.bi===true?BigInt(t):t}if(!(a&1))TomlError.x("unfinished numeric value",e,t);let s=e.s.slice(t,e.p);if(o)s=s.replaceAll("_","");return a>1?parseFloat(s):parseInteger(e,s,10,t)}function parseIntegerBaseN(e,t,r,i){let l,n=1;while(++e.p<e.s.length&&(l=e.s.charCodeAt(e.p),!isEndOfValue(l,i))){if(l===95){if(n&1)TomlError.x("illegal underscore",e);n=3}else if(!isDigit(l,r))TomlError.x(`illegal character in numeric literal`,e);else if(n&1)n--}if(n&1)TomlError.x("unfinished numeric value",e);let a=e.s.slice(t+2,e.p);if(n)a=a.replaceAll("_","");return parseInteger(e,a,r,t)}function parseInteger(e,t,r,i){if(e.bi!==true)e:{let l=parseInt(t,r);if(!Number.isSafeInteger(l)){if(e.bi)break e;TomlError.x("integer value cannot be represented losslessly",e,i)}return l}return r===10?BigInt(t):BigInt((r===2?"0b":r===8?"0o":"0x")+t)}function parseDate(e,t,r){let i=e.p++,l;if(!isDigit(t)||!isDigit(e.s.charCodeAt(e.p++))||!isDigit(e.s.charCodeAt(e.p++))||!isDigit(e.s.charCodeAt(e.p++))){return parseNumber(e,e.p=i,t,0,r)}e.p+=5;if(!isDigit(e.s.charCodeAt(e.p++)))TomlError.x("invalid date-time: date part is malformed",e,i);if(e.p>=e.s.length||((t=e.s.charCodeAt(e.p))!==32||(l=true,!isDigit(e.s.charCodeAt(e.p+1))))&&t!==84&&t!==116){let t=e.s.slice(i,e.p);return readDate(e,t,3,false,i)}if(e.s.charCodeAt(e.p+=3)!==58)TomlError.x("invalid date-time: time part is malformed",e,i);if(e.s.charCodeAt(e.p+=3)===58)e.p+=3;if(e.s.charCodeAt(e.p)===46)while(isDigit(e.s.charCodeAt(++e.p)));if(t=e.s.charCodeAt(e.p)){if(t===90||t===122){let t=e.s.slice(i,++e.p);return readDate(e,t,1,l,i,"[+00:00]")}if(t===43||t===45){let t=e.s.slice(i,e.p+=6);return readDate(e,t,1,l,i,!e.ld&&"["+e.s.slice(e.p-6,e.p)+"]")}}let n=e.s.slice(i,e.p);return readDate(e,n,2,l,i)}function parseTime(e,t,r){let i=e.p;if(!isDigit(t)||!isDigit(e.s.charCodeAt(++e.p))){return parseNumber(e,--e.p,t,0,r)}if(e.s.charCodeAt(e.p+=4)===58)e.p+=3;if(e.s.charCodeAt(e.p)===46)while(isDigit(e.s.charCodeAt(++e.p)));let l=e.s.slice(i,e.p);return readDate(e,l,4,false,i)}function readDate(e,t,r,i,l,n){if(e.ld){let n=new TomlDate(t,r,i);if(!n.isValid())TomlError.x("invalid date",e,l);return n}try{if(n)t+=n;switch(r){case 1:return Temporal.ZonedDateTime.from(t);case 2:return Temporal.PlainDateTime.from(t);case 3:return Temporal.PlainDate.from(t);case 4:return Temporal.PlainTime.from(t)}}catch(t){TomlError.x(t instanceof Error?t.message:""+t,e,l)}}
/*!
 * Copyright (c) Squirrel Chat et al., All rights reserved.
 * SPDX-License-Identifier: BSD-3-Clause
 *
 * Redistribution and use in source and binary forms, with or without
 * modification, are permitted provided that the following conditions are met:
 *
 * 1. Redistributions of source code must retain the above copyright notice, this
 *    list of conditions and the following disclaimer.
 * 2. Redistributions in binary form must reproduce the above copyright notice,
 *    this list of conditions and the following disclaimer in the
 *    documentation and/or other materials provided with the distribution.
 * 3. Neither the name of the copyright holder nor the names of its contributors
 *    may be used to endorse or promote products derived from this software without
 *    specific prior written permission.
 *
 * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND
 * ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED
 * WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
 * DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE
 * FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
 * DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
 * SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
 * CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY,
 * OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
 * OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */
function skipComment(e){for(;e.p<e.s.length;e.p++){let t=e.s.charCodeAt(e.p);if(t===10)break;if(t===13&&e.s.charCodeAt(e.p+1)===10){e.p++;break}if(t<32&&t!==9||t===127){TomlError.x("control characters are not allowed in comments",e)}}}function skipVoid(e,t,r){let i;while(e.p<e.s.length){while(e.p<e.s.length&&((i=e.s.charCodeAt(e.p))===32||i===9||!t&&(i===10||i===13&&e.s.charCodeAt(e.p+1)===10)))e.p++;if(r||i!==35)break;skipComment(e)}}
/*!
 * Copyright (c) Squirrel Chat et al., All rights reserved.
 * SPDX-License-Identifier: BSD-3-Clause
 *
 * Redistribution and use in source and binary forms, with or without
 * modification, are permitted provided that the following conditions are met:
 *
 * 1. Redistributions of source code must retain the above copyright notice, this
 *    list of conditions and the following disclaimer.
 * 2. Redistributions in binary form must reproduce the above copyright notice,
 *    this list of conditions and the following disclaimer in the
 *    documentation and/or other materials provided with the distribution.
 * 3. Neither the name of the copyright holder nor the names of its contributors
 *    may be used to endorse or promote products derived from this software without
 *    specific prior written permission.
 *
 * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND
 * ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED
 * WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
 * DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE
 * FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
 * DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
 * SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
 * CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY,
 * OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
 * OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */
function parseKey(e,t=61){let r;let i=0;let l=[];let n;let a=e.s.charCodeAt(r=e.p);do{if(a===t){if(!i)TomlError.x("unexpected end of key",e);if(i===1)l.push(e.s.slice(n,e.p));return e.p++,l}else if(a===46){if(!i)TomlError.x("illegal empty bare key",e);if(i===1)l.push(e.s.slice(n,e.p));i=0}else if(!i&&(a===34||a===39)){if(a===e.s.charCodeAt(e.p+1)&&a===e.s.charCodeAt(e.p+2))TomlError.x("illegal quoted key: multiline strings are not allowed",e);l.push(parseString(e));i=2;e.p--}else if(a===32||a===9){if(i===1){l.push(e.s.slice(n,e.p));i=2}}else if(i===2||a<48&&a!==45||a>57&&a<65||a>90&&a<97&&a!==95||a>122){TomlError.x("illegal character in key",e)}else if(!i){i=1;n=e.p}}while(a=e.s.charCodeAt(++e.p));TomlError.x("incomplete key-value: cannot find end of key",e,r)}function parseInlineTable(e){let t=e.p++;let r=Object.create(null);let i=new Set;let l;while(e.p<e.s.length){skipVoid(e);if((l=e.s.charCodeAt(e.p))===125){e.p++;return r}let t;let n=r;let a=false;let o=e.p;let s=parseKey(e);for(let r=0;r<s.length;r++){if(r)n=a?n[t]:n[t]=Object.create(null);t=s[r];if((a=Object.hasOwn(n,t))&&(typeof n[t]!=="object"||i.has(n[t]))){TomlError.x("trying to redefine an already defined value",e,o)}let l=t==="__proto__";if(e.uk&&(l||t==="constructor")){n=e.uk!==1&&TomlError.x("document contains an unsafe property",e,o);break}if(!a&&l){Object.defineProperty(n,t,{enumerable:true,configurable:true,writable:true})}}if(a){TomlError.x("trying to redefine an already defined value",e,o)}skipVoid(e,true,true);let f=extractValue(e,125);if(n&&typeof(n[t]=f)==="object")i.add(f);skipVoid(e);if((l=e.s.charCodeAt(e.p++))===125){return r}if(l!==44)TomlError.x("expected comma or end of structure",e,e.p-1)}TomlError.x("unfinished table",e,t)}function parseArray(e){let t=e.p++;let r=[];let i;while(e.p<e.s.length){skipVoid(e);if((i=e.s.charCodeAt(e.p))===93){e.p++;return r}r.push(extractValue(e,93));skipVoid(e);if((i=e.s.charCodeAt(e.p++))===93){return r}if(i!==44)TomlError.x("expected comma or end of structure",e,e.p-1)}TomlError.x("unfinished array",e,t)}
/*!
 * Copyright (c) Squirrel Chat et al., All rights reserved.
 * SPDX-License-Identifier: BSD-3-Clause
 *
 * Redistribution and use in source and binary forms, with or without
 * modification, are permitted provided that the following conditions are met:
 *
 * 1. Redistributions of source code must retain the above copyright notice, this
 *    list of conditions and the following disclaimer.
 * 2. Redistributions in binary form must reproduce the above copyright notice,
 *    this list of conditions and the following disclaimer in the
 *    documentation and/or other materials provided with the distribution.
 * 3. Neither the name of the copyright holder nor the names of its contributors
 *    may be used to endorse or promote products derived from this software without
 *    specific prior written permission.
 *
 * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND
 * ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED
 * WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
 * DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE
 * FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
 * DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
 * SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
 * CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY,
 * OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
 * OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */
function peekTable(e,t,r,i,l){let n=r;let a=i;let o;let s=false;let f;for(let r=0;r<t.length;r++){if(r){n=s?n[o]:n[o]=Object.create(null);a=(f=a[o]).c;if(l===0&&(f.t===1||f.t===2)){return null}if(f.t===2){let e=n.length-1;n=n[e];a=a[e].c}}o=t[r];if((s=Object.hasOwn(n,o))&&a[o]?.t===0&&a[o]?.d){return null}if(!s){let i=o==="__proto__";if(e.uk&&(i||o==="constructor"))return false;if(i){Object.defineProperty(n,o,{enumerable:true,configurable:true,writable:true});Object.defineProperty(a,o,{enumerable:true,configurable:true,writable:true})}a[o]={t:r<t.length-1&&l===2?3:l,d:false,i:0,c:Object.create(null)}}}f=a[o];if(f.t!==l&&!(l===1&&f.t===3)){return null}if(l===2){if(!f.d){f.d=true;n[o]=[]}n[o].push(n=Object.create(null));f.c[f.i++]=f={t:1,d:false,i:0,c:Object.create(null)}}if(f.d){return null}f.d=true;if(l===1){n=s?n[o]:n[o]=Object.create(null)}else if(l===0&&s){return null}return[o,n,f.c]}function validateTablePeek(e,t,r){if(t===null||e.uk===2)TomlError.x(t===null?"trying to redefine an already defined table or value":"document contains an unsafe property",e,r)}function parse(e,t={}){let r={s:e,p:0,d:t.maxDepth??1e3,bi:t.integersAsBigInt??false,ld:t.useLegacyDate??true,uk:t.unsafeKeyBehaviour==="throw"?2:t.unsafeKeyBehaviour==="drop"?1:0};let i=Object.create(null);let l=Object.create(null);let n;let a=false;let o=i;let s=l;if(e.charCodeAt(0)===65279)r.p++;skipVoid(r);while(r.p<e.length){if(e.charCodeAt(r.p)===91){let t=e.charCodeAt(++r.p)===91;n=r.p+=+t;a=false;let f=parseKey(r,93);if(t){if(e.charCodeAt(r.p)!==93){TomlError.x("expected end of table array declaration",r)}r.p++}let c=peekTable(r,f,i,l,t?2:1);if(!c){validateTablePeek(r,c,n);a=true}else{s=c[2];o=c[1]}}else{n=r.p;let e=parseKey(r);let t=peekTable(r,e,o,s,0);if(!t&&!a)validateTablePeek(r,t,n);skipVoid(r,true,true);let i=extractValue(r,void 0);if(t&&!a)t[1][t[0]]=i}skipVoid(r,true);if(r.p<e.length&&(n=e.charCodeAt(r.p))!==10&&(n!==13||e.charCodeAt(r.p+1)!==10)){TomlError.x("each key-value declaration must be followed by an end-of-line",r)}skipVoid(r)}return i}
/*!
 * Copyright (c) Squirrel Chat et al., All rights reserved.
 * SPDX-License-Identifier: BSD-3-Clause
 *
 * Redistribution and use in source and binary forms, with or without
 * modification, are permitted provided that the following conditions are met:
 *
 * 1. Redistributions of source code must retain the above copyright notice, this
 *    list of conditions and the following disclaimer.
 * 2. Redistributions in binary form must reproduce the above copyright notice,
 *    this list of conditions and the following disclaimer in the
 *    documentation and/or other materials provided with the distribution.
 * 3. Neither the name of the copyright holder nor the names of its contributors
 *    may be used to endorse or promote products derived from this software without
 *    specific prior written permission.
 *
 * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND
 * ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED
 * WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
 * DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE
 * FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
 * DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
 * SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
 * CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY,
 * OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
 * OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */
let l=/^[a-z0-9-_]+$/i;let n=!!"".isWellFormed;function extendedTypeOf(e){let t=typeof e;if(t==="object"){if(Array.isArray(e))return"array";if(typeof e.getUTCDate==="function"&&e instanceof Date)return"date";if(globalThis.Temporal){if(e.until){if(e instanceof Temporal.ZonedDateTime)return"temporal/tz+uc";if(e instanceof Temporal.PlainDateTime||e instanceof Temporal.PlainDate)return"temporal/uc";if(e instanceof Temporal.PlainTime||e instanceof Temporal.Instant)return"temporal";if(e instanceof Temporal.PlainYearMonth)return"temporal/x"}else if(e.toPlainDate&&e instanceof Temporal.PlainMonthDay||e.negated&&e instanceof Temporal.Duration){return"temporal/x"}}}return t}function isArrayOfTables(e){for(let t=0;t<e.length;t++){if(extendedTypeOf(e[t])!=="object")return false}return e.length!=0}function formatWellFormedStringUnchecked(e){return JSON.stringify(e).replaceAll("","\\u007f")}function formatString(e){return formatWellFormedStringUnchecked(n?e.toWellFormed():e)}function formatKey(e){if(l.test(e))return e;if(n&&!e.isWellFormed())throw new RangeError("key contains illegal lone surrogates");return formatWellFormedStringUnchecked(e)}function stringifyValue(e,t,r,i,l){if(r===0){throw new Error("Could not stringify the object: maximum object depth exceeded")}switch(t){case"number":if(isNaN(e))return"nan";if(e===Infinity)return"inf";if(e===-Infinity)return"-inf";if(Number.isInteger(e)&&(i||!Number.isSafeInteger(e)))return e.toFixed(1);case"bigint":case"boolean":case"temporal":return e.toString();case"string":return formatString(e);case"date":if(isNaN(e.getTime()))throw new TypeError("cannot serialize invalid date");return e.toISOString();case"object":return stringifyInlineTable(e,r,i,l);case"array":return stringifyArray(e,r,i,l);case"temporal/tz+uc":if(l){let t=e.timeZoneId;let r=t.charCodeAt(0);if(r!==43&&r!==45&&(r!==85&&r!==71&&r!==90&&r!==69||t!=="UTC"&&t!=="UCT"&&t!=="Universal"&&t!=="Zulu"&&!t.startsWith("GMT")&&t!=="Greenwich"&&!t.startsWith("Etc/"))){throw new TypeError("Temporal objects with an IANA timezone are not allowed in Temporal strict mode")}}case"temporal/uc":if(l&&e.calendarId!=="iso8601")throw new TypeError("Temporal objects with a non-default calendar are not allowed in Temporal strict mode");return e.toString({calendarName:"never",timeZoneName:"never"});case"temporal/x":throw new TypeError("Unsupported "+e[Symbol.toStringTag])}}function stringifyInlineTable(e,t,r,i){let l=Object.keys(e);if(l.length===0)return"{}";let n="{ ";for(let a=0;a<l.length;a++){let o=l[a];if(a)n+=", ";n+=formatKey(o)+" = "+stringifyValue(e[o],extendedTypeOf(e[o]),t-1,r,i)}return n+" }"}function stringifyArray(e,t,r,i){if(e.length===0)return"[]";let l="[ ";for(let n=0;n<e.length;n++){if(n)l+=", ";if(e[n]===null||e[n]===void 0){throw new TypeError("arrays cannot contain null or undefined values")}l+=stringifyValue(e[n],extendedTypeOf(e[n]),t-1,r,i)}return l+" ]"}function stringifyArrayTable(e,t,r,i,l){if(r===0){throw new Error("Could not stringify the object: maximum object depth exceeded")}let n="";for(let a=0;a<e.length;a++){n+=`${n&&"\n"}[[${t}]]\n`;n+=stringifyTable(0,e[a],t,r,i,l)}return n}function stringifyTable(e,t,r,i,l,n){if(i===0){throw new Error("Could not stringify the object: maximum object depth exceeded")}let a="";let o="";let s=Object.keys(t);for(let e=0;e<s.length;e++){let f=s[e];if(t[f]!==null&&t[f]!==void 0){let e=extendedTypeOf(t[f]);if(e==="symbol"||e==="function"){throw new TypeError(`cannot serialize values of type '${e}'`)}let s=formatKey(f);if(e==="array"&&isArrayOfTables(t[f])){o+=(o&&"\n")+stringifyArrayTable(t[f],r?`${r}.${s}`:s,i-1,l,n)}else if(e==="object"){let e=r?`${r}.${s}`:s;o+=(o&&"\n")+stringifyTable(e,t[f],e,i-1,l,n)}else{a+=s;a+=" = ";a+=stringifyValue(t[f],e,i,l,n);a+="\n"}}}if(e&&(a||!o))a=a?`[${e}]\n${a}`:`[${e}]`;return a&&o?`${a}\n${o}`:a||o}function stringify(e,{maxDepth:t=1e3,numbersAsFloat:r=false,strictTemporal:i=false}={}){if(extendedTypeOf(e)!=="object"){throw new TypeError("stringify can only be called with an object")}let l=stringifyTable(0,e,"",t,r,i);if(l[l.length-1]!=="\n")return l+"\n";return l}
/*!
 * Copyright (c) Squirrel Chat et al., All rights reserved.
 * SPDX-License-Identifier: BSD-3-Clause
 *
 * Redistribution and use in source and binary forms, with or without
 * modification, are permitted provided that the following conditions are met:
 *
 * 1. Redistributions of source code must retain the above copyright notice, this
 *    list of conditions and the following disclaimer.
 * 2. Redistributions in binary form must reproduce the above copyright notice,
 *    this list of conditions and the following disclaimer in the
 *    documentation and/or other materials provided with the distribution.
 * 3. Neither the name of the copyright holder nor the names of its contributors
 *    may be used to endorse or promote products derived from this software without
 *    specific prior written permission.
 *
 * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND
 * ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED
 * WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
 * DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE
 * FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
 * DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
 * SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
 * CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY,
 * OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
 * OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */const a={parse:parse,stringify:stringify,TomlDate:TomlDate,TomlError:TomlError}}};
