/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Integration_Id_HintInputs */

const en_office_integration_id_hint = /** @type {(inputs: Office_Integration_Id_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The number of the integration in the company settings. Its details are read from the server when you ask; only its id and name are kept here, under Recently opened.`)
};

/**
* | output |
* | --- |
* | "The number of the integration in the company settings. Its details are read from the server when you ask; only its id and name are kept here, under Recently ..." |
*
* @param {Office_Integration_Id_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_integration_id_hint = /** @type {((inputs?: Office_Integration_Id_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Integration_Id_HintInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_integration_id_hint", en_office_integration_id_hint));
