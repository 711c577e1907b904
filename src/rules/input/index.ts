import type { Rule } from '../types.js';
import { duplicateObject } from './duplicate-object.js';
import { notRendered } from './not-rendered.js';
import { parseError } from './parse-error.js';
import { skippedFile } from './skipped-file.js';

export const inputRules: Rule[] = [parseError, skippedFile, duplicateObject, notRendered];
