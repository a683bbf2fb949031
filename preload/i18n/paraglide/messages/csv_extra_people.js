/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Extra_PeopleInputs */

const en_csv_extra_people = /** @type {(inputs: Csv_Extra_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extra people`)
};

/**
* | output |
* | --- |
* | "Extra people" |
*
* @param {Csv_Extra_PeopleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_extra_people = /** @type {((inputs?: Csv_Extra_PeopleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Extra_PeopleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("csv_extra_people", en_csv_extra_people));
