/** Names for the demo's public reporters, a mix of the communities of the demo cities. */
export const FIRST_NAMES: readonly string[] = [
  'James Maria Robert Carmen Michael Rosa William Ana David Lucia Richard Elena Joseph',
  'Sofia Thomas Isabel Charles Gabriela Daniel Valentina Matthew Camila Anthony Mariana',
  'Mark Patricia Steven Linda Andrew Barbara Jorge Susan Luis Jessica Carlos Sarah Miguel',
  'Karen Jose Nancy Juan Lisa Pedro Betty Alejandro Sandra Diego Ashley Marcus Kimberly',
  'Tyrone Donna Andre Michelle Darius Emily Kevin Aisha Brian Grace',
]
  .join(' ')
  .split(' ');

export const LAST_NAMES: readonly string[] = [
  'Smith Garcia Johnson Rodriguez Williams Martinez Brown Hernandez Jones Lopez Miller',
  'Gonzalez Davis Perez Wilson Sanchez Anderson Ramirez Taylor Torres Thomas Flores Moore',
  'Rivera Jackson Gomez Martin Diaz Lee Reyes Thompson Cruz White Morales Harris Ortiz',
  'Clark Gutierrez Lewis Chavez Robinson Ramos Walker Castillo Young Vargas Allen Mendoza',
  'King Romero Wright Herrera Scott Medina Green Aguilar Baker Fernandez Adams Silva',
]
  .join(' ')
  .split(' ');
