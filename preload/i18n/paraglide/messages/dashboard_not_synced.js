/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Not_SyncedInputs */

const en_dashboard_not_synced = /** @type {(inputs: Dashboard_Not_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not synced yet: shifts appear after the next sync.`)
};

/**
* | output |
* | --- |
* | "Not synced yet: shifts appear after the next sync." |
*
* @param {Dashboard_Not_SyncedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_not_synced = /** @type {((inputs?: Dashboard_Not_SyncedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Not_SyncedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_not_synced", en_dashboard_not_synced));
