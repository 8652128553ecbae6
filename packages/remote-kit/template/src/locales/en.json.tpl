{
  "routes": { "__name__": "__Name__" },
  "__name__": { "intro": "This is the __Name__ part of the portal. Its screens come here." }
}
