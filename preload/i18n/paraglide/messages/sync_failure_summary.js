/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, time: NonNullable<unknown>, done: NonNullable<unknown> }} Sync_Failure_SummaryInputs */

const en_sync_failure_summary = /** @type {(inputs: Sync_Failure_SummaryInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Sync at ${i?.time}: ${i?.done} of ${shown} item updated. Items below keep the data from their last successful sync.`);
	return /** @type {LocalizedString} */ (`Sync at ${i?.time}: ${i?.done} of ${shown} items updated. Items below keep the data from their last successful sync.`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "Sync at {time}: {done} of {shown} item updated. Items below keep the data from their last successful sync." |
* | * | "Sync at {time}: {done} of {shown} items updated. Items below keep the data from their last successful sync." |
*
* @param {Sync_Failure_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_summary = /** @type {((inputs: Sync_Failure_SummaryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_SummaryInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_summary", en_sync_failure_summary));
