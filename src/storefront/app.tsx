export default function StorefrontApp() { return null; }
