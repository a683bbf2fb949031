/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ button: NonNullable<unknown> }} Dashboard_UnsyncedInputs */

const en_dashboard_unsynced = /** @type {(inputs: Dashboard_UnsyncedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`These events have not been synced yet. Press “${i?.button}” in the status bar.`)
};

/**
* | output |
* | --- |
* | "These events have not been synced yet. Press “{button}” in the status bar." |
*
* @param {Dashboard_UnsyncedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_unsynced = /** @type {((inputs: Dashboard_UnsyncedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_UnsyncedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_unsynced", en_dashboard_unsynced));
