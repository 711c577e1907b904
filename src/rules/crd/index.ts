import type { Rule } from '../types.js';
import { boundsTightened } from './bounds-tightened.js';
import { celRulesChanged } from './cel-rules-changed.js';
import { compositionChanged } from './composition-changed.js';
import { conversionChanged } from './conversion-changed.js';
import { defaultChanged } from './default-changed.js';
import { descriptionChanged } from './description-changed.js';
import { enumExtended } from './enum-extended.js';
import { enumRestricted } from './enum-restricted.js';
import { fieldRemoved } from './field-removed.js';
import { formatChanged } from './format-changed.js';
import { listSemanticsChanged } from './list-semantics-changed.js';
import { namesChanged } from './names-changed.js';
import { nullableChanged } from './nullable-changed.js';
import { patternChanged } from './pattern-changed.js';
import { preserveUnknownFields } from './preserve-unknown-fields.js';
import { printerColumnsChanged } from './printer-columns-changed.js';
import { crdRemoved } from './removed.js';
import { crdInvalid } from './invalid.js';
import { customResourceInvalid } from './custom-resource-invalid.js';
import { requiredAdded } from './required-added.js';
import { scopeChanged } from './scope-changed.js';
import { selectableFieldsRemoved } from './selectable-fields-removed.js';
import { servedVersionRemoved } from './served-version-removed.js';
import { servedVersionsIncompatible } from './served-versions-incompatible.js';
import { storageVersionChanged } from './storage-version-changed.js';
import { storageVersionCount } from './storage-version-count.js';
import { storedVersionRemoved } from './stored-version-removed.js';
import { subresourceRemoved } from './subresource-removed.js';
import { typeChanged } from './type-changed.js';
import { unhandledChange } from './unhandled-change.js';

/** The CRD upgrade-safety rules, in catalogue order. */
export const crdRules: Rule[] = [
  crdRemoved,
  scopeChanged,
  namesChanged,
  storedVersionRemoved,
  servedVersionRemoved,
  storageVersionChanged,
  storageVersionCount,
  fieldRemoved,
  typeChanged,
  requiredAdded,
  enumRestricted,
  enumExtended,
  boundsTightened,
  defaultChanged,
  patternChanged,
  formatChanged,
  nullableChanged,
  preserveUnknownFields,
  listSemanticsChanged,
  celRulesChanged,
  compositionChanged,
  subresourceRemoved,
  printerColumnsChanged,
  selectableFieldsRemoved,
  conversionChanged,
  servedVersionsIncompatible,
  customResourceInvalid,
  crdInvalid,
  descriptionChanged,
  unhandledChange,
];
