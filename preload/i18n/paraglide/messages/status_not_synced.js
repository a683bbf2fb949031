/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Status_Not_SyncedInputs */

const en_status_not_synced = /** @type {(inputs: Status_Not_SyncedInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} not synced yet`);
	return /** @type {LocalizedString} */ (`${shown} not synced yet`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} not synced yet" |
* | * | "{shown} not synced yet" |
*
* @param {Status_Not_SyncedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_not_synced = /** @type {((inputs: Status_Not_SyncedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Not_SyncedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_not_synced", en_status_not_synced));
