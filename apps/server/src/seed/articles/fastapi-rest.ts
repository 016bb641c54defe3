/** The body of 'Building a REST API with FastAPI' (Markdown). */
export default `FastAPI has become one of the most popular ways to build HTTP APIs in Python, and for good reason: you describe endpoints with ordinary type hints, and it gives you request parsing, validation, serialisation and interactive documentation for free. In this tutorial we build a small but complete notes service with CRUD endpoints, backed by SQLite through the standard library's \`sqlite3\` module, covering path and query parameters, Pydantic v2 models, status codes, dependency injection, pagination, validation errors and testing. Everything targets Python 3.12 and current FastAPI releases.

## Setting up the project

### Installing FastAPI

Create a virtual environment and install FastAPI with its standard extras, which include the uvicorn server and httpx (needed by the test client). We will also use pytest:

\`\`\`bash
python3.12 -m venv .venv
source .venv/bin/activate
pip install "fastapi[standard]" pytest
\`\`\`

### Project layout

Even for a small service, it pays to separate the application entry point, database code, schemas and routes. Create this structure:

\`\`\`bash
mkdir -p notes-api/app/routers notes-api/tests
cd notes-api
touch app/__init__.py app/main.py app/db.py app/schemas.py
touch app/routers/__init__.py app/routers/notes.py
touch tests/__init__.py tests/test_notes.py
\`\`\`

\`main.py\` creates the application, \`db.py\` handles connections, \`schemas.py\` holds the Pydantic models that define the API's contract, and \`routers/notes.py\` contains the endpoints.

## A first endpoint

### Path and query parameters

First, how FastAPI maps function parameters onto the request: a parameter named in the path template is a path parameter; any other simple-typed parameter is a query parameter:

\`\`\`python
from typing import Annotated

from fastapi import FastAPI, Path, Query

app = FastAPI()


@app.get("/items/{item_id}")
def read_item(
    item_id: Annotated[int, Path(gt=0)],
    verbose: Annotated[bool, Query()] = False,
) -> dict[str, int | bool]:
    return {"item_id": item_id, "verbose": verbose}
\`\`\`

A request to \`/items/42?verbose=true\` returns \`{"item_id": 42, "verbose": true}\`, with \`"42"\` converted to an integer and \`"true"\` to a boolean. A request to \`/items/abc\` or \`/items/0\` never reaches your function: FastAPI responds with a \`422\` error. The \`Annotated[..., Path(gt=0)]\` form, recommended by the FastAPI documentation, attaches validation rules while keeping the type hint clean.

## Defining the contract with Pydantic v2

### Request and response models

Request bodies and responses are described with Pydantic models. Keeping separate models for input and output is a good habit: clients should not be able to send an \`id\` or \`created_at\`, but they should always receive them.

\`\`\`python
# app/schemas.py
from datetime import datetime

from pydantic import BaseModel, Field


class NoteCreate(BaseModel):
    title: str = Field(min_length=1, max_length=200)
    body: str = Field(default="", max_length=10_000)


class NoteUpdate(BaseModel):
    title: str | None = Field(default=None, min_length=1, max_length=200)
    body: str | None = Field(default=None, max_length=10_000)


class NoteOut(BaseModel):
    id: int
    title: str
    body: str
    created_at: datetime


class NotePage(BaseModel):
    items: list[NoteOut]
    total: int
    limit: int
    offset: int
\`\`\`

\`NoteUpdate\` has every field optional, which lets clients send a partial update with a \`PATCH\` request. \`NotePage\` wraps a list of notes with the metadata a client needs to paginate.

### Why response models matter

When an endpoint declares a return type of \`NoteOut\`, FastAPI validates and serialises the result through that model, filtering out extra keys, such as an internal column added later, rather than leaking them. The same model drives the OpenAPI schema and interactive docs.

## The database layer

### Connections and schema

We will use \`sqlite3\` so the tutorial has no external services. The same structure works with SQLAlchemy or a PostgreSQL driver; only this file would change.

\`\`\`python
# app/db.py
import sqlite3
from collections.abc import Iterator
from pathlib import Path

DB_PATH = Path("notes.db")

SCHEMA = """
CREATE TABLE IF NOT EXISTS notes (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    title      TEXT NOT NULL,
    body       TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
"""


def connect(path: Path) -> sqlite3.Connection:
    # FastAPI may run a dependency and the endpoint that uses it in different
    # worker threads, so the same-thread check has to be switched off.
    conn = sqlite3.connect(path, check_same_thread=False)
    conn.row_factory = sqlite3.Row
    return conn


def init_db(path: Path) -> None:
    conn = connect(path)
    try:
        conn.executescript(SCHEMA)
    finally:
        conn.close()


def get_db() -> Iterator[sqlite3.Connection]:
    conn = connect(DB_PATH)
    try:
        yield conn
    finally:
        conn.close()
\`\`\`

Setting \`row_factory = sqlite3.Row\` lets us access columns by name and convert rows with \`dict(row)\`. Each request gets its own connection, so we never share one connection between concurrent requests. Closing a connection does not commit, so any write the endpoint did not explicitly commit is discarded.

### Dependency injection

\`get_db\` is a *dependency*: a function FastAPI calls for you, passing its result into your endpoint. Because it uses \`yield\`, the code after the \`yield\` runs once the request has been handled, even if the endpoint raised an exception. That is exactly the shape you want for database sessions, and the same pattern works for a SQLAlchemy \`Session\`. In the router we will wrap it in an \`Annotated\` alias, \`DB\`, so endpoints can simply declare \`db: DB\`. Dependencies can also depend on other dependencies, which is how you would build "the current user" on top of "the database session".

## Building the CRUD endpoints

### The router

Group the notes endpoints in an \`APIRouter\`, with a shared URL prefix and a tag for the documentation:

\`\`\`python
# app/routers/notes.py
import sqlite3
from typing import Annotated

from fastapi import APIRouter, Depends, HTTPException, Path, Query, status

from app.db import get_db
from app.schemas import NoteCreate, NoteOut, NotePage, NoteUpdate

router = APIRouter(prefix="/notes", tags=["notes"])

DB = Annotated[sqlite3.Connection, Depends(get_db)]
NoteId = Annotated[int, Path(gt=0)]

COLUMNS = "id, title, body, created_at"


def fetch_note(db: sqlite3.Connection, note_id: int) -> NoteOut:
    row = db.execute(
        f"SELECT {COLUMNS} FROM notes WHERE id = ?", (note_id,)
    ).fetchone()
    if row is None:
        raise HTTPException(
            status_code=status.HTTP_404_NOT_FOUND,
            detail=f"Note {note_id} not found",
        )
    return NoteOut.model_validate(dict(row))
\`\`\`

\`fetch_note\` is a plain helper, not an endpoint. Raising \`HTTPException\` from anywhere inside request handling, including helpers and dependencies, stops processing and sends the given status code with a JSON body of the form \`{"detail": "..."}\`.

### Create and read

\`\`\`python
@router.post("", status_code=status.HTTP_201_CREATED)
def create_note(payload: NoteCreate, db: DB) -> NoteOut:
    cur = db.execute(
        "INSERT INTO notes (title, body) VALUES (?, ?)",
        (payload.title, payload.body),
    )
    db.commit()
    return fetch_note(db, cur.lastrowid)


@router.get("/{note_id}")
def get_note(note_id: NoteId, db: DB) -> NoteOut:
    return fetch_note(db, note_id)
\`\`\`

Because \`payload\` is typed as a Pydantic model, FastAPI reads it from the JSON request body. \`status_code=201\` sets the status for successful creation; the default for every route is \`200\`. Always pass values as \`?\` placeholders rather than formatting them into SQL strings; that is what protects you from SQL injection.

### Listing with pagination

Never return an unbounded list: it works with ten rows and falls over with ten million. Limit/offset pagination is the simplest scheme:

\`\`\`python
@router.get("")
def list_notes(
    db: DB,
    limit: Annotated[int, Query(ge=1, le=100)] = 20,
    offset: Annotated[int, Query(ge=0)] = 0,
    q: Annotated[str | None, Query(max_length=100)] = None,
) -> NotePage:
    where = ""
    params: list[object] = []
    if q:
        where = "WHERE title LIKE ?"
        params.append(f"%{q}%")

    total = db.execute(f"SELECT count(*) FROM notes {where}", params).fetchone()[0]
    rows = db.execute(
        f"SELECT {COLUMNS} FROM notes {where} ORDER BY id DESC LIMIT ? OFFSET ?",
        [*params, limit, offset],
    ).fetchall()

    return NotePage(
        items=[NoteOut.model_validate(dict(row)) for row in rows],
        total=total,
        limit=limit,
        offset=offset,
    )
\`\`\`

The \`le=100\` bound stops clients requesting a million rows at once. The f-strings only insert fixed SQL fragments we control; the user's search term still goes through a placeholder.

A stable \`ORDER BY\` is essential; without it pages can overlap or skip rows. On very large tables, big offsets get slow because the database still walks past the skipped rows. Keyset pagination (\`WHERE id < ? ORDER BY id DESC LIMIT 20\`, passing the last id seen) avoids that, at the cost of not jumping to arbitrary pages.

### Update and delete

\`\`\`python
@router.patch("/{note_id}")
def update_note(note_id: NoteId, payload: NoteUpdate, db: DB) -> NoteOut:
    fetch_note(db, note_id)  # raises 404 if the note does not exist
    changes = payload.model_dump(exclude_none=True)
    if changes:
        assignments = ", ".join(f"{column} = ?" for column in changes)
        db.execute(
            f"UPDATE notes SET {assignments} WHERE id = ?",
            [*changes.values(), note_id],
        )
        db.commit()
    return fetch_note(db, note_id)


@router.delete("/{note_id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_note(note_id: NoteId, db: DB) -> None:
    cur = db.execute("DELETE FROM notes WHERE id = ?", (note_id,))
    db.commit()
    if cur.rowcount == 0:
        raise HTTPException(
            status_code=status.HTTP_404_NOT_FOUND,
            detail=f"Note {note_id} not found",
        )
\`\`\`

\`model_dump(exclude_none=True)\` keeps only the fields the client actually provided with a value, so \`{"body": "new text"}\` leaves the title alone. The column names in \`assignments\` come from the model's field names, never from the client, so building that fragment is safe. Treating an explicit \`null\` as "no change" also avoids a subtle bug: writing \`NULL\` into the \`NOT NULL\` title column would raise an \`IntegrityError\` and surface as a \`500\`.

A \`204 No Content\` response must not have a body, which is why \`delete_note\` returns \`None\`.

### Wiring up the application

\`\`\`python
# app/main.py
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI

from app.db import DB_PATH, init_db
from app.routers import notes


@asynccontextmanager
async def lifespan(app: FastAPI) -> AsyncIterator[None]:
    init_db(DB_PATH)  # runs once at startup
    yield             # code after this would run at shutdown


app = FastAPI(title="Notes API", version="1.0.0", lifespan=lifespan)
app.include_router(notes.router)
\`\`\`

The \`lifespan\` context manager replaces the older \`@app.on_event("startup")\` hooks, which are deprecated.

## Errors and validation

### What a validation error looks like

When a request does not match the declared types or constraints, FastAPI returns \`422 Unprocessable Entity\` with a list of problems. Posting \`{"title": ""}\` to \`/notes\` produces:

\`\`\`json
{
  "detail": [
    {
      "type": "string_too_short",
      "loc": ["body", "title"],
      "msg": "String should have at least 1 character",
      "input": "",
      "ctx": {"min_length": 1}
    }
  ]
}
\`\`\`

\`loc\` tells the client exactly where the problem is: the \`title\` field of the request body. Query and path errors look the same, with \`"query"\` or \`"path"\` as the first element.

### Choosing status codes

Be deliberate about status codes, because clients branch on them:

- \`200 OK\` for successful reads and updates that return a body.
- \`201 Created\` for successful creation.
- \`204 No Content\` for successful deletion with no body.
- \`404 Not Found\` when the resource does not exist.
- \`409 Conflict\` when a request clashes with current state, such as a duplicate unique value.
- \`422 Unprocessable Entity\` for validation failures, which FastAPI handles for you.

Avoid catching every exception and returning \`400\`: a client cannot fix a server bug by changing its request. Let unexpected errors become logged \`500\` responses. If you need a house error format, register a handler with \`@app.exception_handler(RequestValidationError)\`.

## Running the API

### Starting uvicorn

From the \`notes-api\` directory, start the development server with auto-reload:

\`\`\`bash
uvicorn app.main:app --reload
\`\`\`

Visit \`/docs\` on \`127.0.0.1:8000\` for interactive documentation generated from your models and type hints, or exercise the API from the shell:

\`\`\`bash
curl -s -X POST http://127.0.0.1:8000/notes \\
  -H "Content-Type: application/json" \\
  -d '{"title": "First note", "body": "Hello, FastAPI"}'

curl -s "http://127.0.0.1:8000/notes?limit=10&offset=0"
\`\`\`

The first command returns something like:

\`\`\`json
{
  "id": 1,
  "title": "First note",
  "body": "Hello, FastAPI",
  "created_at": "2024-05-01T09:30:00"
}
\`\`\`

For production, drop \`--reload\` and run several worker processes behind a reverse proxy, for example \`uvicorn app.main:app --host 0.0.0.0 --port 8000 --workers 4\`.

## Testing with TestClient

### Overriding the database dependency

\`TestClient\` sends requests to your application in-process, with no server. The key technique is \`app.dependency_overrides\`, which swaps a dependency for another function during tests. Here each test gets its own temporary database:

\`\`\`python
# tests/test_notes.py
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from app.db import connect, get_db, init_db
from app.main import app


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    db_path = tmp_path / "test.db"
    init_db(db_path)

    def override_get_db() -> Iterator[sqlite3.Connection]:
        conn = connect(db_path)
        try:
            yield conn
        finally:
            conn.close()

    app.dependency_overrides[get_db] = override_get_db
    yield TestClient(app)
    app.dependency_overrides.clear()
\`\`\`

We deliberately avoid \`with TestClient(app) as client:\`, because that form runs the lifespan handler, which would create \`notes.db\` in the working directory. Use it when tests need startup logic.

### Writing the tests

\`\`\`python
def test_create_and_fetch_note(client: TestClient) -> None:
    response = client.post("/notes", json={"title": "Shopping", "body": "Milk"})
    assert response.status_code == 201
    note = response.json()
    assert note["title"] == "Shopping"

    response = client.get(f"/notes/{note['id']}")
    assert response.status_code == 200
    assert response.json() == note


def test_missing_note_returns_404(client: TestClient) -> None:
    response = client.get("/notes/999")
    assert response.status_code == 404
    assert response.json() == {"detail": "Note 999 not found"}


def test_empty_title_is_rejected(client: TestClient) -> None:
    response = client.post("/notes", json={"title": ""})
    assert response.status_code == 422
    assert response.json()["detail"][0]["loc"] == ["body", "title"]


def test_partial_update_keeps_other_fields(client: TestClient) -> None:
    note = client.post("/notes", json={"title": "Draft", "body": "v1"}).json()
    response = client.patch(f"/notes/{note['id']}", json={"body": "v2"})
    assert response.status_code == 200
    assert response.json()["title"] == "Draft"
    assert response.json()["body"] == "v2"


def test_pagination(client: TestClient) -> None:
    for i in range(5):
        client.post("/notes", json={"title": f"Note {i}"})

    page = client.get("/notes", params={"limit": 2, "offset": 2}).json()
    assert page["total"] == 5
    assert [n["title"] for n in page["items"]] == ["Note 2", "Note 1"]

\`\`\`

Run them with:

\`\`\`bash
pytest -q
\`\`\`

Because every test gets a fresh database, tests are independent and can run in any order.

## Common pitfalls

### Things that catch people out

- **Trailing slashes.** The collection lives at \`/notes\`; a request to \`/notes/\` gets a redirect, which not every HTTP client follows. Pick one style and stick to it.
- **Blocking calls in \`async def\` endpoints.** FastAPI runs plain \`def\` endpoints in a thread pool, but \`async def\` endpoints run on the event loop, so calling blocking code such as \`sqlite3\` from one stalls every other request. Use \`def\` with blocking libraries and \`async def\` with async drivers.
- **Leaking internal fields.** Returning raw rows without a response model can expose columns such as password hashes. Always declare a return type or \`response_model\`.
- **Stale dependency overrides.** Clear \`app.dependency_overrides\` after each test, as the fixture does, or overrides leak between tests.

## Conclusion

In around two hundred lines we have a validated, documented and tested REST API: Pydantic models define the contract, a \`yield\` dependency manages connections, \`HTTPException\` and status codes communicate outcomes, and dependency overrides make testing easy. Natural next steps are SQLAlchemy 2.0 or an async PostgreSQL driver, authentication as another dependency, and migrations. The structure you have built will carry all of them.
`;
