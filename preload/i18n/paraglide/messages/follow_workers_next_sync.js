/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Workers_Next_SyncInputs */

const en_follow_workers_next_sync = /** @type {(inputs: Follow_Workers_Next_SyncInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The list arrives with the next sync. You can also add workers by id, or from a client's list.`)
};

/**
* | output |
* | --- |
* | "The list arrives with the next sync. You can also add workers by id, or from a client's list." |
*
* @param {Follow_Workers_Next_SyncInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_workers_next_sync = /** @type {((inputs?: Follow_Workers_Next_SyncInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Workers_Next_SyncInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_workers_next_sync", en_follow_workers_next_sync));
