/**
 * The "products" resource: `<Resource name="products" {...products} />` gives the list at /admin/products.
 * Creating a product is the spec's own page at /admin/addProduct (add-product-page.tsx); editing is a modal
 * of the list.
 */
import InventoryIcon from '@mui/icons-material/Inventory2';
import { ProductList } from './product-list';

const products = { list: ProductList, icon: InventoryIcon, recordRepresentation: 'name' };

export default products;
