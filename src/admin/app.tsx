export default function AdminApp() { return null; }
