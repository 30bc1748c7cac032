// Providers and their locations as the API returns them (spec document 1 section 3, document 2 section 3).
export interface ProviderLocation {
  id: string;
  name?: string;
  address?: string;
  country: string;
  city: string;
  isAllCities: boolean;
  isActive: boolean;
  latitude?: number;
  longitude?: number;
}

export interface ContactInfo {
  address?: string;
  email?: string;
  phone?: string;
  website?: string;
}

export interface Provider {
  id: string;
  name: string;
  description: string;
  services: string[];
  logo?: string;
  category: string;
  contactInfo: ContactInfo;
  featured: boolean;
  rating: number;
  reviewCount: number;
  country: string;
  city: string;
  latitude?: number;
  longitude?: number;
  locations: ProviderLocation[];
  createdAt: string;
}
