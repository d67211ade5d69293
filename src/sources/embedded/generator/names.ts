// Name pools per language (first names by gender, last names).
import type { Lang } from './roles.js';

export const NAMES: Record<Lang, { female: string[]; male: string[]; last: string[] }> = {
  en: {
    female: ['Emma', 'Olivia', 'Ava', 'Sophia', 'Mia', 'Harper', 'Amelia', 'Grace', 'Chloe', 'Zoe', 'Priya', 'Aisha', 'Mei', 'Hannah', 'Leah', 'Nora', 'Ruth', 'Isabel', 'Keisha', 'Yuki'],
    male: ['Liam', 'Noah', 'James', 'Ethan', 'Lucas', 'Mason', 'Logan', 'Owen', 'Daniel', 'Samuel', 'Raj', 'Omar', 'Wei', 'David', 'Marcus', 'Kwame', 'Tom', 'Ben', 'Arjun', 'Kenji'],
    last: ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Taylor', 'Clark', 'Patel', 'Nguyen', 'Kim', 'Chen', 'Okafor', 'Walker', 'Hughes', 'Murphy', "O'Brien", 'Singh', 'Cohen', 'Tanaka', 'Evans', 'Reed', 'Foster'],
  },
  de: {
    female: ['Anna', 'Lena', 'Sophie', 'Marie', 'Laura', 'Julia', 'Katharina', 'Sabine', 'Jana', 'Lea', 'Ayşe', 'Greta'],
    male: ['Lukas', 'Jonas', 'Felix', 'Maximilian', 'Paul', 'Jan', 'Tobias', 'Stefan', 'Markus', 'Florian', 'Mehmet', 'Jürgen'],
    last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Hoffmann', 'Schäfer', 'Koch', 'Bauer', 'Yılmaz', 'Krüger', 'Wolf'],
  },
  fr: {
    female: ['Camille', 'Léa', 'Manon', 'Chloé', 'Inès', 'Sarah', 'Juliette', 'Élodie', 'Fatima', 'Claire'],
    male: ['Hugo', 'Louis', 'Gabriel', 'Arthur', 'Jules', 'Théo', 'Nicolas', 'Julien', 'Karim', 'Étienne'],
    last: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Lefèvre', 'Benali', 'Girard', 'Fontaine'],
  },
  es: {
    female: ['Lucía', 'María', 'Paula', 'Sofía', 'Carmen', 'Valentina', 'Elena', 'Isabel', 'Marta', 'Ximena'],
    male: ['Hugo', 'Mateo', 'Pablo', 'Alejandro', 'Diego', 'Javier', 'Carlos', 'Sergio', 'Andrés', 'José'],
    last: ['García', 'Rodríguez', 'González', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Díaz', 'Ruiz', 'Hernández', 'Navarro', 'Ortega'],
  },
  pt: {
    female: ['Ana', 'Beatriz', 'Mariana', 'Juliana', 'Camila', 'Larissa', 'Inês', 'Rita', 'Fernanda', 'Luíza'],
    male: ['João', 'Pedro', 'Gabriel', 'Lucas', 'Rafael', 'Thiago', 'Tiago', 'Miguel', 'Bruno', 'Gustavo'],
    last: ['Silva', 'Santos', 'Oliveira', 'Souza', 'Pereira', 'Costa', 'Rodrigues', 'Almeida', 'Ferreira', 'Carvalho', 'Gomes', 'Ribeiro', 'Martins'],
  },
};

/** Off-network companies people worked at before (or left for). */
export const OTHER_COMPANIES = [
  'Initech', 'Umbrella Systems', 'Vandelay Industries', 'Hooli', 'Stark Logistics', 'Wayne Capital', 'Soylent Foods',
  'Cyberdyne Labs', 'Wonka Retail', 'Tyrell Analytics', 'Dunder Paper', 'Pied Piper', 'Gringotts Finance', 'Oscorp',
  'Bluth Company', 'Massive Dynamic', 'Aperture Tech', 'Monarch Media', 'Nakatomi Trading', 'Sirius Cybernetics',
];

export const SCHOOLS = [
  ['University of Michigan', 'BSc', 'Computer Science'], ['Technische Universität München', 'M.Sc.', 'Informatik'],
  ['HEC Paris', 'MBA', 'Business Administration'], ['Universidad Complutense de Madrid', 'Grado', 'Economía'],
  ['Universidade de São Paulo', 'Bacharelado', 'Administração'], ['University of Toronto', 'BA', 'Economics'],
  ['Stanford University', 'MS', 'Management Science'], ['University of Manchester', 'LLB', 'Law'],
  ['IIT Bombay', 'B.Tech', 'Electrical Engineering'], ['Sciences Po', 'Master', 'Communication'],
  ['Universität zu Köln', 'B.A.', 'Betriebswirtschaftslehre'], ['Rhode Island School of Design', 'BFA', 'Graphic Design'],
  ['Community College of Denver', 'AAS', 'Nursing'], ['Universidade do Porto', 'Mestrado', 'Engenharia Mecânica'],
] as const;
