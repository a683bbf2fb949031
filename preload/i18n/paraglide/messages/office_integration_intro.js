/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Integration_IntroInputs */

const en_office_integration_intro = /** @type {(inputs: Office_Integration_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type an integration's id and choose “Show integration”.`)
};

/**
* | output |
* | --- |
* | "Type an integration's id and choose “Show integration”." |
*
* @param {Office_Integration_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_integration_intro = /** @type {((inputs?: Office_Integration_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Integration_IntroInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_integration_intro", en_office_integration_intro));
