// SPDX-License-Identifier: MIT
// Baseline for the launch benchmark: the least a game on SDL2 + OpenGL 3.3 + SDL_ttf +
// SDL_mixer must do to show text and be ready to make sound. Opens a window and a core
// context, loads one font, renders one line into a texture, draws it with a minimal shader,
// swaps once, opens the audio device with SDL_mixer (48 kHz, 16-bit stereo, as nonet asks)
// and exits. nonet's launch time and memory are compared against this program
// (bench_game.sh); `--no-audio` after the font leaves SDL_mixer out (the old baseline).
#include <SDL2/SDL.h>
#include <SDL2/SDL_mixer.h>
#include <SDL2/SDL_ttf.h>
#include <epoxy/gl.h>

#include <cstdio>
#include <cstring>

namespace {
const char* kVert = R"(#version 330 core
layout(location = 0) in vec2 p;
out vec2 uv;
void main() { uv = vec2(p.x, 1.0 - p.y) ; gl_Position = vec4(p * 2.0 - 1.0, 0.0, 1.0); })";
const char* kFrag = R"(#version 330 core
in vec2 uv;
uniform sampler2D t;
out vec4 o;
void main() { o = vec4(vec3(0.1), texture(t, uv).a); })";

GLuint shader(GLenum kind, const char* src) {
  const GLuint s = glCreateShader(kind);
  glShaderSource(s, 1, &src, nullptr);
  glCompileShader(s);
  return s;
}
}  // namespace

int main(int argc, char** argv) {
  const char* font_path = argc > 1 ? argv[1] : "assets/fonts/Inter-Regular.otf";
  const bool audio = !(argc > 2 && std::strcmp(argv[2], "--no-audio") == 0);
  if (SDL_Init(SDL_INIT_VIDEO) != 0 || TTF_Init() != 0) return 1;
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
  SDL_Window* w =
      SDL_CreateWindow("bare", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 1280, 800,
                       SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  if (!w) return 1;
  SDL_GLContext ctx = SDL_GL_CreateContext(w);
  if (!ctx) return 1;
  TTF_Font* font = TTF_OpenFont(font_path, 48);
  if (!font) {
    std::fprintf(stderr, "bare: %s\n", TTF_GetError());
    return 1;
  }
  SDL_Surface* text =
      TTF_RenderUTF8_Blended(font, "Nonet 123456789", SDL_Color{255, 255, 255, 255});
  SDL_Surface* rgba = SDL_ConvertSurfaceFormat(text, SDL_PIXELFORMAT_ABGR8888, 0);

  const GLuint prog = glCreateProgram();
  glAttachShader(prog, shader(GL_VERTEX_SHADER, kVert));
  glAttachShader(prog, shader(GL_FRAGMENT_SHADER, kFrag));
  glLinkProgram(prog);
  GLuint vao = 0, vbo = 0, tex = 0;
  glGenVertexArrays(1, &vao);
  glBindVertexArray(vao);
  const float quad[] = {0.1f, 0.45f, 0.9f, 0.45f, 0.9f, 0.55f,
                        0.1f, 0.45f, 0.9f, 0.55f, 0.1f, 0.55f};
  glGenBuffers(1, &vbo);
  glBindBuffer(GL_ARRAY_BUFFER, vbo);
  glBufferData(GL_ARRAY_BUFFER, sizeof quad, quad, GL_STATIC_DRAW);
  glEnableVertexAttribArray(0);
  glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 0, nullptr);
  glGenTextures(1, &tex);
  glBindTexture(GL_TEXTURE_2D, tex);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
  glPixelStorei(GL_UNPACK_ROW_LENGTH, rgba->pitch / 4);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, rgba->w, rgba->h, 0, GL_RGBA, GL_UNSIGNED_BYTE,
               rgba->pixels);

  int dw = 0, dh = 0;
  SDL_GL_GetDrawableSize(w, &dw, &dh);
  glViewport(0, 0, dw, dh);
  glClearColor(0.96f, 0.95f, 0.94f, 1);
  glClear(GL_COLOR_BUFFER_BIT);
  glEnable(GL_BLEND);
  glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
  glUseProgram(prog);
  glDrawArrays(GL_TRIANGLES, 0, 6);
  glFinish();
  SDL_GL_SwapWindow(w);

  // Sound, as a game opens it (a missing device is no error here, as in nonet).
  bool mixer = false;
  if (audio && SDL_InitSubSystem(SDL_INIT_AUDIO) == 0) {
    mixer = Mix_OpenAudioDevice(48000, AUDIO_S16SYS, 2, 1024, nullptr,
                                SDL_AUDIO_ALLOW_FREQUENCY_CHANGE) == 0;
    if (mixer) Mix_AllocateChannels(16);
  }
  if (mixer) Mix_CloseAudio();

  SDL_FreeSurface(rgba);
  SDL_FreeSurface(text);
  TTF_CloseFont(font);
  SDL_GL_DeleteContext(ctx);
  SDL_DestroyWindow(w);
  TTF_Quit();
  SDL_Quit();
  return 0;
}
