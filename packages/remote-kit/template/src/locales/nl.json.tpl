{
  "routes": { "__name__": "__Name__" },
  "__name__": { "intro": "Dit is het onderdeel __Name__ van het portaal. Hier komen de schermen ervan." }
}
