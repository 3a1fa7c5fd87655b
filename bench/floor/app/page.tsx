export default function Page() {
  return (
    <main>
      <h1>Empty page</h1>
      <p>The floor: the same framework, built and served the same way, with nothing in it.</p>
    </main>
  )
}
