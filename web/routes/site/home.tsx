import { useState } from "react";
import { Link } from "react-router-dom";
import { Button } from "../../components/ui/button";
import { site } from "../../content/site";

export function HomePage() {
  const [greeted, setGreeted] = useState(false);
  return (
    <section className="mx-auto max-w-5xl px-6 py-24">
      <h1 className="text-4xl font-bold tracking-tight text-foreground">Business Solution Services</h1>
      <p className="mt-4 text-lg text-muted-foreground">{site.description}</p>
      <div className="mt-8 flex gap-4">
        <Button asChild>
          <Link to="/contact">Get Started</Link>
        </Button>
        <Button variant="outline" onClick={() => setGreeted(true)}>
          {greeted ? "Welcome!" : "Say hello"}
        </Button>
      </div>
    </section>
  );
}
