/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Sync_Failure_TitleInputs */

const en_sync_failure_title = /** @type {(inputs: Sync_Failure_TitleInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Last sync: ${shown} item not updated`);
	return /** @type {LocalizedString} */ (`Last sync: ${shown} items not updated`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "Last sync: {shown} item not updated" |
* | * | "Last sync: {shown} items not updated" |
*
* @param {Sync_Failure_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_title = /** @type {((inputs: Sync_Failure_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_title", en_sync_failure_title));
