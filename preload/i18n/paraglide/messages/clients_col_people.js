/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Col_PeopleInputs */

const en_clients_col_people = /** @type {(inputs: Clients_Col_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`People`)
};

/**
* | output |
* | --- |
* | "People" |
*
* @param {Clients_Col_PeopleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_col_people = /** @type {((inputs?: Clients_Col_PeopleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Col_PeopleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_col_people", en_clients_col_people));
