/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_No_PersonnelInputs */

const en_clients_no_personnel = /** @type {(inputs: Clients_No_PersonnelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No personnel id is known for this worker, so client preferences cannot be matched.`)
};

/**
* | output |
* | --- |
* | "No personnel id is known for this worker, so client preferences cannot be matched." |
*
* @param {Clients_No_PersonnelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_no_personnel = /** @type {((inputs?: Clients_No_PersonnelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_No_PersonnelInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_no_personnel", en_clients_no_personnel));
