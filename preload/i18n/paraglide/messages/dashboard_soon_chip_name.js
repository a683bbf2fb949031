/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Soon_Chip_NameInputs */

const en_dashboard_soon_chip_name = /** @type {(inputs: Dashboard_Soon_Chip_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`: shifts starting soon and short`)
};

/**
* | output |
* | --- |
* | ": shifts starting soon and short" |
*
* @param {Dashboard_Soon_Chip_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_soon_chip_name = /** @type {((inputs?: Dashboard_Soon_Chip_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Soon_Chip_NameInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_soon_chip_name", en_dashboard_soon_chip_name));
