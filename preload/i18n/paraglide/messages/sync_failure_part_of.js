/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ part: NonNullable<unknown>, owner: NonNullable<unknown> }} Sync_Failure_Part_OfInputs */

const en_sync_failure_part_of = /** @type {(inputs: Sync_Failure_Part_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.part} of ${i?.owner}`)
};

/**
* | output |
* | --- |
* | "{part} of {owner}" |
*
* @param {Sync_Failure_Part_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_part_of = /** @type {((inputs: Sync_Failure_Part_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_Part_OfInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_part_of", en_sync_failure_part_of));
