// Shipping: the public city list and fee, and the admin's fee table (ra-data-simple-rest conventions); a fee changed
// leaves its activity entry, before and after.
import type { City } from '../../../../generated/models';
import { toEgp } from '../../../shared/money';
import { HttpError } from '../../plugins/errors';
import { sendCached } from '../../plugins/cache';
import type { Handlers } from '../../plugins/openapi';
import { changesOf, withActivity } from '../activity';
import { moneyToPiastres } from '../catalogue';
import { parseCityListQuery } from './list-query';
import {
  findCityById,
  findCityByName,
  listCities,
  pageCities,
  setCityPrice,
  type CityRow,
} from './repository';
import { msg } from '../../i18n';

const toCity = (row: CityRow): City => ({
  id: row.id,
  name: row.name,
  shippingPrice: toEgp(row.pricePiastres),
});

export const handlers = {
  async listCities(request, reply) {
    // The names only (docs/product.md#data): the spec's checkout renders each entry as the city's name.
    return sendCached(request, reply, 'listCities', async () =>
      (await listCities(request.db)).map((row) => row.name),
    );
  },

  async getShippingPrice(request, reply) {
    const { city } = request.params;
    return sendCached(request, reply, `getShippingPrice:${city.trim().toLowerCase()}`, async () => {
      const row = await findCityByName(request.db, city);
      if (!row) throw new HttpError(404, msg('shipping.notDelivered', { city: city.trim() }));
      return { city: row.name, shippingPrice: toEgp(row.pricePiastres) };
    });
  },

  async listShippingPrices(request, reply) {
    const query = parseCityListQuery(request.query);
    const { total, rows } = await pageCities(request.db, query);
    const last = rows.length ? query.start + rows.length - 1 : query.start;
    reply.header('content-range', `shipping ${query.start}-${last}/${total}`);
    return rows.map(toCity);
  },

  async getShippingCity(request) {
    const { id } = request.params;
    const row = await findCityById(request.db, id);
    if (!row) throw new HttpError(404, msg('shipping.cityNotFound'));
    return toCity(row);
  },

  async updateShippingPrice(request) {
    const { id } = request.params;
    const { shippingPrice } = request.body;
    const piastres = moneyToPiastres('shippingPrice', shippingPrice);
    return withActivity(request, async (tx, note) => {
      const before = await findCityById(tx, id);
      const row = await setCityPrice(tx, id, piastres);
      if (!row || !before) throw new HttpError(404, msg('shipping.cityNotFound'));
      const after = toCity(row);
      note({ subjectId: id, label: row.name, changes: changesOf(toCity(before), after, ['shippingPrice']) });
      return after;
    });
  },
} satisfies Handlers;
