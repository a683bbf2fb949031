/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Unsynced_FetchingInputs */

const en_dashboard_unsynced_fetching = /** @type {(inputs: Dashboard_Unsynced_FetchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fetching the shifts of your events…`)
};

/**
* | output |
* | --- |
* | "Fetching the shifts of your events…" |
*
* @param {Dashboard_Unsynced_FetchingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_unsynced_fetching = /** @type {((inputs?: Dashboard_Unsynced_FetchingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Unsynced_FetchingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_unsynced_fetching", en_dashboard_unsynced_fetching));
