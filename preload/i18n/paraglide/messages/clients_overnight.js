/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_OvernightInputs */

const en_clients_overnight = /** @type {(inputs: Clients_OvernightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(overnight)`)
};

/**
* | output |
* | --- |
* | "(overnight)" |
*
* @param {Clients_OvernightInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_overnight = /** @type {((inputs?: Clients_OvernightInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_OvernightInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_overnight", en_clients_overnight));
